// issue_refund tool: refunds part or all of an order after the agent confirms this exact order, amount and reason.
import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import config from '../config.js';
import orders from '../orders.js';
import drafts from '../drafts.js';
import payments from '../payments.js';
import { agentId, agentStores, isLead } from '../auth.js';
import { mintFor, stateFor, text, toolError, euros } from '../rounds.js';

var TOOL = 'issue_refund';

function askConfirmation(args, ctx, order) {
  var payload = {
    orderId: args.orderId,
    amountCents: args.amountCents,
    reason: args.reason,
    nonce: randomBytes(16).toString('base64url')
  };
  return mintFor(ctx, TOOL, payload).then(function (sealed) {
    return inputRequired({
      inputRequests: {
        confirm: inputRequired.elicit({
          message: 'Refund ' + euros(args.amountCents) + ' on order ' + order.number + ' (' + args.reason + ')? This cannot be undone.',
          requestedSchema: {
            type: 'object',
            properties: { confirm: { type: 'boolean', title: 'Issue this refund' } },
            required: ['confirm']
          }
        })
      },
      requestState: sealed
    });
  });
}

function matchesConfirmed(state, args) {
  return state.orderId === args.orderId && state.amountCents === args.amountCents && state.reason === args.reason;
}

function refund(args, ctx, order, state) {
  var agent = agentId(ctx);
  return drafts.claimOnce(state.nonce).then(function (fresh) {
    if (!fresh) return toolError('This confirmation has already been used.');
    return payments.refund(order.payment_ref, args.amountCents, state.nonce, args.reason).then(function (result) {
      return orders.recordRefund(order.id, agent, args.amountCents, result.reference, args.reason).then(function () {
        return text('Refund ' + result.reference + ' of ' + euros(args.amountCents) + ' issued on order ' + order.number + ' (' + result.status + ').');
      });
    });
  });
}

var tool = {};

tool.name = TOOL;

tool.config = {
  description: 'Refund an amount on an order. Asks the agent to confirm before any money moves.',
  inputSchema: {
    orderId: z.string().uuid(),
    amountCents: z.number().int().positive(),
    reason: z.enum(['return_received', 'damaged_in_transit', 'late_delivery', 'goodwill'])
  },
  annotations: { destructiveHint: true }
};

tool.handler = function (args, ctx) {
  return stateFor(ctx, TOOL).then(function (state) {
    return orders.find(args.orderId).then(function (order) {
      if (!order || agentStores(ctx).indexOf(String(order.store_id)) === -1) return toolError('No such order in your stores.');
      var refundable = Number(order.total_cents) - Number(order.refunded_cents);
      if (args.amountCents > refundable) return toolError('Only ' + euros(refundable) + ' can still be refunded on this order.');
      if (args.amountCents > config.agentRefundLimitCents && !isLead(ctx)) return toolError('Refunds above ' + euros(config.agentRefundLimitCents) + ' need a support lead.');
      if (!state) return askConfirmation(args, ctx, order);
      if (!matchesConfirmed(state, args)) return toolError('This refund differs from the one that was confirmed.');
      var answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer || answer.confirm !== true) return text('No refund issued.');
      return refund(args, ctx, order, state);
    });
  }, function (err) {
    return toolError(err.message);
  });
};

export default tool;
