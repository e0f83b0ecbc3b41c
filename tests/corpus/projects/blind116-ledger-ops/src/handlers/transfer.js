// Handler for transfer_funds, which asks for confirmation before moving money between accounts.
'use strict';
const locator = require('../locator');
const { StateError } = require('../stateCodec');

const TOOL = 'transfer_funds';

const definition = {
  name: TOOL,
  description: 'Move money between two ledger accounts the caller owns. Requires explicit confirmation.',
  inputSchema: {
    type: 'object',
    properties: {
      from: { type: 'string' },
      to: { type: 'string' },
      amountCents: { type: 'integer', minimum: 1 },
      memo: { type: 'string', maxLength: 140 },
    },
    required: ['from', 'to', 'amountCents'],
  },
  annotations: { destructiveHint: true },
};

function sameTransfer(a, b) {
  return a.from === b.from && a.to === b.to && a.amountCents === b.amountCents && (a.memo || '') === (b.memo || '');
}

async function handle(params, userId) {
  const codec = locator.get('stateCodec');
  const ledger = locator.get('ledger');
  const { limits } = locator.get('config');
  const args = params.arguments || {};

  if (params.requestState) {
    let pending;
    try {
      pending = codec.open(params.requestState, { user: userId, tool: TOOL });
    } catch (err) {
      if (err instanceof StateError) return { isError: true, content: [{ type: 'text', text: err.message }] };
      throw err;
    }
    if (!sameTransfer(pending, args)) {
      return { isError: true, content: [{ type: 'text', text: 'Arguments changed since confirmation was requested.' }] };
    }
    const reply = params.inputResponses && params.inputResponses.confirm;
    if (!reply || reply.action !== 'accept' || !reply.content || reply.content.confirm !== true) {
      return { content: [{ type: 'text', text: 'Transfer cancelled.' }] };
    }
    const tx = await ledger.transfer({ ...pending, requestedBy: userId });
    return { content: [{ type: 'text', text: `Transfer ${tx.id} booked.` }] };
  }

  if (args.amountCents > limits.maxTransferCents) {
    return { isError: true, content: [{ type: 'text', text: 'Amount exceeds the per-transfer limit.' }] };
  }
  const owned = await ledger.accountsOwnedBy(userId);
  if (!owned.some((a) => a.id === args.from)) {
    return { isError: true, content: [{ type: 'text', text: `You do not own ${args.from}.` }] };
  }

  const payload = { from: args.from, to: args.to, amountCents: args.amountCents, memo: args.memo || '' };
  return {
    resultType: 'input_required',
    inputRequests: {
      confirm: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message: `Transfer ${(args.amountCents / 100).toFixed(2)} from ${args.from} to ${args.to}?`,
          requestedSchema: {
            type: 'object',
            properties: { confirm: { type: 'boolean' } },
            required: ['confirm'],
          },
        },
      },
    },
    requestState: codec.mint(payload, { user: userId, tool: TOOL }),
  };
}

module.exports = { definition, handle };
