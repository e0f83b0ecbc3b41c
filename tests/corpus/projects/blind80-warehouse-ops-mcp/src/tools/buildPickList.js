// Tool: batches open orders into one pick list, asking how to handle lines that are short on stock.
import { z } from 'zod';
import { inputRequiredResult, refuse, reply } from '../middleware/chain.js';

const TOOL = 'build_pick_list';

export function buildPickListTool({ inventory, pickSessions }) {
  return {
    name: TOOL,
    config: {
      title: 'Build pick list',
      description: 'Create a walk-ordered pick list for up to 20 orders. Short lines can be skipped or back-ordered.',
      inputSchema: {
        orderIds: z.array(z.string().regex(/^SO-\d{6,10}$/)).min(1).max(20),
      },
    },

    async handle({ args, user, requestState, inputResponses }) {
      if (!requestState) {
        const lines = await inventory.orderLines(user.warehouseId, args.orderIds);
        if (lines.length === 0) return refuse('None of those orders have open lines in this warehouse.');
        const short = lines.filter((l) => l.available < l.quantity);
        if (short.length === 0) {
          const id = await inventory.createPickList(user.warehouseId, user.id, lines);
          return reply(`Pick list ${id} created with ${lines.length} lines.`);
        }
        const handle = await pickSessions.start(user.id, TOOL, { orderIds: [...args.orderIds].sort(), lines });
        return inputRequiredResult(
          `${short.length} line(s) are short on stock.`,
          {
            shortLines: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: short.map((l) => `${l.order_id}: ${l.sku} needs ${l.quantity}, ${l.available} available`).join('\n'),
                requestedSchema: {
                  type: 'object',
                  properties: { policy: { type: 'string', enum: ['pick_available', 'skip_line', 'backorder_order'] } },
                  required: ['policy'],
                },
              },
            },
          },
          handle,
        );
      }

      const session = await pickSessions.resume(requestState, user.id, TOOL);
      if (!session || session.orderIds.join(',') !== [...args.orderIds].sort().join(',')) {
        return refuse('That pick-list session has expired. Start again.');
      }
      const answer = inputResponses.shortLines;
      if (answer?.action !== 'accept') {
        await pickSessions.finish(requestState);
        return reply('Pick list not created.');
      }
      const policy = answer.content?.policy;
      const backordered = new Set(
        policy === 'backorder_order' ? session.lines.filter((l) => l.available < l.quantity).map((l) => l.order_id) : [],
      );
      const lines = session.lines
        .filter((l) => !backordered.has(l.order_id))
        .filter((l) => policy !== 'skip_line' || l.available >= l.quantity)
        .map((l) => (l.available < l.quantity ? { ...l, quantity: l.available } : l))
        .filter((l) => l.quantity > 0);
      const id = await inventory.createPickList(user.warehouseId, user.id, lines);
      await pickSessions.finish(requestState);
      return reply(`Pick list ${id} created with ${lines.length} lines${backordered.size ? `; ${backordered.size} order(s) back-ordered` : ''}.`);
    },
  };
}
