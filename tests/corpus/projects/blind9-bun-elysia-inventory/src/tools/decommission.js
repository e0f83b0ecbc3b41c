import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { userIdOf } from '../state.js';

const NAME = 'decommission_stock';

const text = (t) => ({ content: [{ type: 'text', text: t }] });
const fail = (t) => ({ isError: true, content: [{ type: 'text', text: t }] });

export default function decommission({ codecFor, inventory }) {
  const codec = codecFor(NAME);

  return {
    name: NAME,
    config: {
      description: 'Write off all stock of a SKU in one warehouse. Irreversible; the user must type the SKU.',
      inputSchema: {
        sku: z.string(),
        warehouse: z.enum(['AMS-1', 'FRA-2', 'DUB-1']),
        reason: z.enum(['damaged', 'expired', 'recalled', 'lost']),
      },
      annotations: { destructiveHint: true },
    },

    async handler(args, ctx) {
      const actor = userIdOf(ctx);
      if (!args.sku.startsWith('SKU-')) return fail(`"${args.sku}" is not a SKU (expected SKU-123456).`);

      const raw = ctx.mcpReq.requestState();
      if (!raw) {
        const item = inventory.item(args.sku, args.warehouse);
        if (!item || item.onHand === 0) return text(`Nothing on hand for ${args.sku} in ${args.warehouse}.`);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `This writes off ${item.onHand} unit(s) of ${args.sku} in ${args.warehouse} as ${args.reason}. Type the SKU to confirm.`,
              requestedSchema: {
                type: 'object',
                properties: { typedSku: { type: 'string', title: 'SKU' } },
                required: ['typedSku'],
              },
            }),
          },
          requestState: await codec.mint(
            { sku: args.sku, warehouse: args.warehouse, reason: args.reason, onHand: item.onHand },
            ctx,
          ),
        });
      }

      const state = await codec.verify(raw, ctx).catch(() => null);
      if (!state) return fail('This confirmation expired or is not valid; nothing was written off.');
      if (state.sku !== args.sku || state.warehouse !== args.warehouse || state.reason !== args.reason) {
        return fail('The confirmation was given for a different write-off.');
      }

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.typedSku?.trim() !== state.sku) return text('The SKU did not match; nothing was written off.');

      const removed = inventory.decommission(state.sku, state.warehouse, {
        actor,
        reason: state.reason,
        expectedOnHand: state.onHand,
      });
      return removed > 0
        ? text(`Wrote off ${removed} unit(s) of ${state.sku} in ${state.warehouse}.`)
        : fail('Stock changed since you confirmed; nothing was written off.');
    },
  };
}
