// Implements the send_payout tool, which confirms the exact amount before paying a vendor.
'use strict';

const { digestArgs } = require('../pending');
const { accepted, ask, done, refuse } = require('./results');

const TOOL = 'send_payout';

const definition = {
  name: TOOL,
  description: 'Send money to a vendor. Always asks the user to confirm the exact amount first.',
  inputSchema: {
    type: 'object',
    properties: {
      vendorId: { type: 'string' },
      amountCents: { type: 'integer', minimum: 1, maximum: 5_000_000 },
      currency: { type: 'string', pattern: '^[A-Z]{3}$' },
      memo: { type: 'string', maxLength: 140 },
    },
    required: ['vendorId', 'amountCents', 'currency'],
  },
  annotations: { destructiveHint: true, idempotentHint: false },
};

const money = (cents, currency) => `${(cents / 100).toFixed(2)} ${currency}`;

function makeSendPayout(bank, pending) {
  return async function sendPayout(params, { userId }) {
    const args = params.arguments || {};

    if (!params.requestState) {
      const vendor = await bank.vendor(args.vendorId);
      const handle = pending.create({ userId, tool: TOOL, argsDigest: digestArgs(args) });
      return ask(
        'confirm',
        `Pay ${money(args.amountCents, args.currency)} to ${vendor.name} (IBAN ending ${vendor.ibanLast4})?`,
        { confirm: { type: 'boolean', title: 'Send it' } },
        handle,
      );
    }

    // The handle only points at our own record; everything checked comes from the record.
    const record = pending.take(params.requestState);
    if (!record) return refuse('This confirmation has expired or was already used. Ask again.');
    if (record.userId !== userId || record.tool !== TOOL) return refuse('This confirmation belongs to another request.');
    if (record.argsDigest !== digestArgs(args)) return refuse('The payout changed after it was confirmed. Ask again.');

    const answer = accepted(params, 'confirm');
    if (!answer || answer.confirm !== true) return done('Payout cancelled.');

    const payout = await bank.payout({ ...args, actor: userId });
    return done(`Payout ${payout.id} queued: ${money(args.amountCents, args.currency)} to ${args.vendorId}.`);
  };
}

module.exports = { definition, makeSendPayout };
