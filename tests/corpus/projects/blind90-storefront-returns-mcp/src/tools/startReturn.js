// start_return tool: keeps the chosen order lines in a Redis draft, asks for reason and condition, then opens an RMA.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import orders from '../orders.js';
import drafts from '../drafts.js';
import { agentId, agentStores } from '../auth.js';
import { mintFor, stateFor, text, toolError } from '../rounds.js';

var TOOL = 'start_return';

function sameLines(a, b) {
  if (a.length !== b.length) return false;
  var sortedA = a.slice().sort();
  var sortedB = b.slice().sort();
  return sortedA.every(function (value, i) { return value === sortedB[i]; });
}

function firstRound(args, ctx, order) {
  return orders.lines(order.id).then(function (lines) {
    var known = lines.map(function (l) { return String(l.id); });
    var unknown = args.lineIds.filter(function (id) { return known.indexOf(id) === -1; });
    if (unknown.length) return toolError('Lines ' + unknown.join(', ') + ' are not on order ' + order.number + '.');
    return drafts.create(agentId(ctx), { orderId: order.id, lineIds: args.lineIds }).then(function (draftId) {
      return mintFor(ctx, TOOL, { draft: draftId });
    }).then(function (sealed) {
      return inputRequired({
        inputRequests: {
          details: inputRequired.elicit({
            message: 'Return ' + args.lineIds.length + ' line(s) of order ' + order.number + '. Why, and in what condition?',
            requestedSchema: {
              type: 'object',
              properties: {
                reason: { type: 'string', enum: ['damaged', 'wrong_item', 'not_as_described', 'changed_mind'] },
                condition: { type: 'string', enum: ['unopened', 'opened', 'damaged'] }
              },
              required: ['reason', 'condition']
            }
          })
        },
        requestState: sealed
      });
    });
  });
}

function secondRound(args, ctx, order, state) {
  var agent = agentId(ctx);
  return drafts.take(state.draft, agent).then(function (draft) {
    if (!draft || draft.orderId !== order.id || !sameLines(draft.lineIds, args.lineIds)) {
      return toolError('This return draft has expired or belongs to another request; please start again.');
    }
    var details = acceptedContent(ctx.mcpReq.inputResponses, 'details');
    if (!details) return text('No return opened.');
    return orders.createRma(order.id, agent, draft.lineIds, details.reason, details.condition).then(function (rmaId) {
      return text('Return RMA-' + rmaId + ' opened for order ' + order.number + '.');
    });
  });
}

var tool = {};

tool.name = TOOL;

tool.config = {
  description: 'Open a return (RMA) for some lines of an order. Asks for the reason and the item condition.',
  inputSchema: { orderId: z.string().uuid(), lineIds: z.array(z.string()).min(1).max(50) },
  annotations: { destructiveHint: false }
};

tool.handler = function (args, ctx) {
  return stateFor(ctx, TOOL).then(function (state) {
    return orders.find(args.orderId).then(function (order) {
      if (!order || agentStores(ctx).indexOf(String(order.store_id)) === -1) return toolError('No such order in your stores.');
      if (order.status !== 'delivered') return toolError('Order ' + order.number + ' is ' + order.status + '; only delivered orders can be returned.');
      return state ? secondRound(args, ctx, order, state) : firstRound(args, ctx, order);
    });
  }, function (err) {
    return toolError(err.message);
  });
};

export default tool;
