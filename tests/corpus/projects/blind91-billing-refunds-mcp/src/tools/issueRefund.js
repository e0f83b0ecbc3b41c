// Destructive tool: refunds all or part of a charge after the agent confirms amount and reason.
'use strict';

const crypto = require('node:crypto');
const { config } = require('../config');
const { findCharge, recordRefund } = require('../db');
const { postRefund } = require('../ledger');
const { issueState, readState, InvalidState } = require('../state/refundState');

const TOOL = 'issue_refund';

const definition = {
  name: TOOL,
  description: 'Refund a charge (fully or partially). Asks the agent to confirm before money moves.',
  inputSchema: {
    type: 'object',
    properties: {
      chargeId: { type: 'string' },
      amountCents: { type: 'integer', minimum: 1 },
      reasonCode: { type: 'string', enum: ['duplicate', 'fraudulent', 'requested_by_customer', 'service_failure'] },
    },
    required: ['chargeId', 'amountCents', 'reasonCode'],
  },
  annotations: { destructiveHint: true },
};

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });

async function handle(args, { auth, requestState, inputResponses }) {
  const userId = auth && auth.extra && auth.extra.userId;
  if (!userId) return fail('An authenticated agent is required.');

  const charge = await findCharge(args.chargeId);
  if (!charge) return fail('Charge not found.');
  const refundable = charge.amount_cents - Number(charge.refunded_cents);
  if (args.amountCents > refundable) return fail(`At most ${refundable} cents can still be refunded.`);
  if (args.amountCents > config.maxRefundCents) return fail('Amount is above the agent refund limit.');

  if (!requestState) {
    const state = issueState(
      {
        chargeId: charge.id,
        currency: charge.currency,
        idempotencyKey: crypto.randomUUID(),
        callerToken: auth.token, // expect: no-secrets-in-state
      },
      { userId, tool: TOOL, args },
    );
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Refund ${(args.amountCents / 100).toFixed(2)} ${charge.currency} on ${charge.id} (${args.reasonCode})?`,
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Issue the refund' } },
              required: ['confirm'],
            },
          },
        },
      },
      requestState: state,
      content: [],
    };
  }

  let state;
  try {
    state = readState(requestState, { userId, tool: TOOL, args });
  } catch (err) {
    if (err instanceof InvalidState) return fail(err.message);
    throw err;
  }

  const answer = inputResponses && inputResponses.confirm;
  if (!answer || answer.action !== 'accept' || !answer.content || answer.content.confirm !== true) {
    return fail('Refund cancelled by the agent.');
  }

  const booked = await postRefund(
    {
      chargeId: state.chargeId,
      amountCents: args.amountCents,
      currency: state.currency,
      reasonCode: args.reasonCode,
      idempotencyKey: state.idempotencyKey,
    },
    state.callerToken,
  );
  const refundId = await recordRefund({
    chargeId: state.chargeId,
    amountCents: args.amountCents,
    reasonCode: args.reasonCode,
    agentId: userId,
    ledgerRef: booked.id,
  });
  return {
    content: [{ type: 'text', text: `Refund ${refundId} submitted (ledger ${booked.id}).` }],
    structuredContent: { refundId, ledgerRef: booked.id, status: booked.status },
  };
}

module.exports = { definition, handle };
