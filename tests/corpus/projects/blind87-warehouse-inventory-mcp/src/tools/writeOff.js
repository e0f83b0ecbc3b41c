// write_off_stock: removes damaged or lost units from stock after the lead confirms the exact adjustment.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { canUseWarehouse } from '../auth.js';
import { STATE_API_VERSION, digestArgs, userIdOf } from '../stateCodecs.js';

export const WRITE_OFF = 'write_off_stock';

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerWriteOff(server, { config, db, codecs }) {
  const codec = codecs[WRITE_OFF];

  server.registerTool(
    WRITE_OFF,
    {
      description: 'Write off damaged, expired or lost units of a SKU in one warehouse.',
      inputSchema: z.object({
        warehouse: z.string().regex(/^[A-Z]{3}\d{2}$/),
        sku: z.string().min(3).max(40),
        quantity: z.number().int().positive().max(10_000),
        reasonCode: z.enum(['DAMAGED', 'EXPIRED', 'LOST', 'RECALL']),
        note: z.string().max(500).optional(),
      }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const authInfo = ctx.http?.authInfo;
      if (!canUseWarehouse(authInfo, args.warehouse)) return fail(`No access to warehouse ${args.warehouse}.`);
      const userId = userIdOf(ctx);
      const raw = ctx.mcpReq.requestState();

      if (!raw) {
        const stock = await db.stockLevel(args.warehouse, args.sku);
        if (!stock) return fail(`${args.sku} is not stocked in ${args.warehouse}.`);
        const free = stock.on_hand - stock.reserved;
        if (args.quantity > free) return fail(`Only ${free} unreserved units of ${args.sku} are on hand.`);

        const valueCents = args.quantity * stock.unit_cost_cents;
        const requestState = await codec.mint(
          { apiVersion: STATE_API_VERSION, argsDigest: digestArgs(args), valueCents },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message:
                `Write off ${args.quantity} × ${args.sku} (${stock.description}) in ${args.warehouse}, ` +
                `reason ${args.reasonCode}, value $${(valueCents / 100).toFixed(2)}?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Write off these units' } },
                required: ['confirm'],
              },
            }),
          },
          requestState,
        });
      }

      let pending;
      try {
        pending = await codec.verify(raw, ctx);
      } catch {
        return fail('This confirmation is invalid or has expired; run the write-off again.');
      }
      if (pending.apiVersion !== STATE_API_VERSION) return fail('This confirmation was issued by an older server version.');
      if (pending.argsDigest !== digestArgs(args)) return fail('The write-off changed since it was confirmed.');

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return { content: [{ type: 'text', text: 'Nothing was written off.' }] };

      if (config.features.dryRunWriteOffs) {
        return { content: [{ type: 'text', text: `[dry run] would write off ${args.quantity} × ${args.sku}.` }] };
      }
      const result = await db.writeOff({ ...args, userId });
      return {
        content: [
          { type: 'text', text: `Adjustment ${result.adjustmentId}: ${args.sku} in ${args.warehouse} now has ${result.onHand} on hand.` },
        ],
      };
    },
  );
}
