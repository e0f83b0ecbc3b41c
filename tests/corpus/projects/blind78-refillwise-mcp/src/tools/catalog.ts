// Tool catalogue for tools/list, plus the read-only list_prescriptions tool.
// @ts-nocheck
import { prescriptionsFor } from '../data/db.js';

export const definitions = [
  {
    name: 'list_prescriptions',
    description: 'List your active prescriptions with refills remaining and the pharmacy that fills them.',
    inputSchema: { type: 'object', properties: {}, additionalProperties: false },
    annotations: { readOnlyHint: true },
  },
  {
    name: 'request_refill',
    description: 'Request a refill. Shows your copay for the chosen pharmacy and asks you to confirm it.',
    inputSchema: {
      type: 'object',
      properties: {
        rxNumber: { type: 'string', pattern: '^[0-9]{7,10}$' },
        pharmacyNpi: { type: 'string', pattern: '^[0-9]{10}$' },
      },
      required: ['rxNumber', 'pharmacyNpi'],
      additionalProperties: false,
    },
  },
  {
    name: 'transfer_prescription',
    description: 'Move a prescription and its remaining refills to another pharmacy. The old pharmacy can no longer fill it.',
    inputSchema: {
      type: 'object',
      properties: {
        rxNumber: { type: 'string', pattern: '^[0-9]{7,10}$' },
        toPharmacyNpi: { type: 'string', pattern: '^[0-9]{10}$' },
      },
      required: ['rxNumber', 'toPharmacyNpi'],
      additionalProperties: false,
    },
    annotations: { destructiveHint: true },
  },
];

export async function listPrescriptions(_args, { patient }) {
  const rows = await prescriptionsFor(patient.userId);
  if (rows.length === 0) return { content: [{ type: 'text', text: 'No active prescriptions.' }] };
  const lines = rows.map(
    (r) => `Rx ${r.rx_number}: ${r.drug_name} ${r.strength} — ${r.refills_left} refill(s) left, filled at NPI ${r.pharmacy_npi}`,
  );
  return { content: [{ type: 'text', text: lines.join('\n') }] };
}
