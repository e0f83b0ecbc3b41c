// Read-only tool: shows a charge, what has been refunded so far, and the customer's recent charges.
'use strict';

const { findCharge, recentCharges } = require('../db');

const definition = {
  name: 'lookup_charge',
  description: 'Show a charge with its refund history and the customer\'s recent charges.',
  inputSchema: {
    type: 'object',
    properties: { chargeId: { type: 'string' } },
    required: ['chargeId'],
  },
  annotations: { readOnlyHint: true },
};

async function handle(args) {
  const charge = await findCharge(args.chargeId);
  if (!charge) return { isError: true, content: [{ type: 'text', text: 'Charge not found.' }] };
  const recent = await recentCharges(charge.customer_id, 10);
  return {
    content: [{ type: 'text', text: JSON.stringify({ charge, recent }, null, 2) }],
    structuredContent: { charge, recent },
  };
}

module.exports = { definition, handle };
