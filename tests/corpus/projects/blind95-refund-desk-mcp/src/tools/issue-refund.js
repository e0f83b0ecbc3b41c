// Tool issue_refund: drives the refund reducer across rounds and submits the refund to the payment provider.
const crypto = require('node:crypto');
const { seal, open } = require('../state-seal');
const { inputRequired, readInputResponses, readRequestState, textResult, errorResult } = require('../mrtr');
const { initialRefund, refundReducer, eventFrom, questionFor, formatMoney } = require('../refund-machine');
const { orders } = require('../backends');
const payments = require('../payments');
const config = require('../config');

const TOOL = 'issue_refund';

const definition = {
  name: TOOL,
  description: 'Refund some or all lines of a customer order to the original payment method.',
  inputSchema: { type: 'object', properties: { orderId: { type: 'string' } }, required: ['orderId'] },
  annotations: { destructiveHint: true },
};

function argsHashOf(args) {
  return crypto.createHash('sha256').update(JSON.stringify({ orderId: String(args.orderId) })).digest('base64url');
}

async function handle(request, extra) {
  const args = request.params.arguments || {};
  const userId = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
  if (!userId) return errorResult('Sign in as a support agent to issue refunds.');
  const binding = { userId, tool: TOOL, argsHash: argsHashOf(args) };

  const order = await orders.getOrder(args.orderId);
  if (!order) return errorResult(`Order ${args.orderId} was not found.`);

  let state = initialRefund(order);
  const sealed = readRequestState(request);
  if (sealed) {
    state = open(sealed, binding);
    if (!state) return errorResult('This refund conversation expired or was altered. Please start again.');
  }

  const event = eventFrom(state, readInputResponses(request));
  if (event) state = refundReducer(state, event, order);

  switch (state.phase) {
    case 'cancelled':
      return textResult(`No refund issued${state.note ? `: ${state.note}` : ''}.`);
    case 'approved': {
      if (state.amountCents > config.refundLimitCents) {
        return errorResult('The amount is above the desk limit; escalate the ticket instead.');
      }
      const refund = await payments.refundOrder(order, state, userId);
      await orders.markLinesRefunded(order.id, state.lineIds, refund.id);
      return textResult(`Refund ${refund.id} created for ${formatMoney(state.amountCents, state.currency)}.`);
    }
    default: {
      const question = questionFor(state, order);
      return inputRequired({ [question.key]: question.request }, seal(state, binding));
    }
  }
}

module.exports = { definition, handle };
