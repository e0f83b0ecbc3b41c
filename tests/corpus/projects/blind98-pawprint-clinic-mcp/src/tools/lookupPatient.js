// lookup_patient: finds patients by name, microchip number or owner phone.
'use strict';

const db = require('../db');

const definition = {
  name: 'lookup_patient',
  description: 'Find patients by name fragment, 15-digit microchip number, or owner phone number (E.164).',
  inputSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', minLength: 2 },
      microchip: { type: 'string', pattern: '^\\d{15}$' },
      ownerPhone: { type: 'string', pattern: '^\\+\\d{8,15}$' },
    },
  },
  annotations: { readOnlyHint: true },
};

async function start(args) {
  if (!args.name && !args.microchip && !args.ownerPhone) {
    return { isError: true, content: [{ type: 'text', text: 'Give a name, microchip or owner phone.' }] };
  }
  const rows = await db.findPatients(args);
  if (rows.length === 0) return { content: [{ type: 'text', text: 'No matching patients.' }] };
  const lines = rows.map(
    (p) => `#${p.id} ${p.name} (${p.species}${p.breed ? `, ${p.breed}` : ''}) — owner ${p.owner}, ${p.owner_phone}`,
  );
  return { content: [{ type: 'text', text: lines.join('\n') }], structuredContent: { patients: rows } };
}

module.exports = { definition, start };
