// list_my_invoices tool: read-only list of invoices waiting for the caller.
'use strict';
const db = require('../db');
const { text } = require('../lib/pending');

const definition = {
  name: 'list_my_invoices',
  description: 'List invoices assigned to you, oldest due date first.',
  inputSchema: {
    type: 'object',
    properties: {
      status: { type: 'string', enum: ['pending', 'approved', 'rejected'], default: 'pending' },
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
    },
  },
  annotations: { readOnlyHint: true },
};

async function handle(params, user) {
  const { status = 'pending', limit = 25 } = params.arguments || {};
  const rows = await db.listAssigned(user.id, status, Math.min(Number(limit) || 25, 100));
  if (rows.length === 0) return text(`No ${status} invoices.`);
  const lines = rows.map(
    (r) => `${r.number}  ${r.supplier_name}  ${(r.amount_cents / 100).toFixed(2)} ${r.currency}  due ${r.due_date.toISOString().slice(0, 10)}  [${r.id}]`,
  );
  return { content: [{ type: 'text', text: lines.join('\n') }], structuredContent: { invoices: rows } };
}

module.exports = { definition, handle };
