import * as z from 'zod/v4';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { config } from '../config.js';
import { applyAdjustment, getStock } from '../inventory.js';
import { packState, unpackState } from '../state/pack.js';

const TOOL = 'adjust_stock';

const confirmSchema = z.object({ confirm: z.boolean().describe('Apply this adjustment?') });

function toolError(text) {
  return { isError: true, content: [{ type: 'text', text }] };
}

export function registerAdjustStock(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Add or remove units of a SKU in a bin (write-off, found stock, recount). Asks for confirmation.',
      inputSchema: z.object({
        sku: z.string().min(1),
        bin: z.string().min(1),
        delta: z.number().int(),
        reason: z.string().max(280),
      }),
      annotations: { destructiveHint: true },
    },
    async ({ sku, bin, delta, reason }, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      if (!userId) return toolError('Not signed in.');
      if (Math.abs(delta) > config.maxAdjustment) {
        return toolError(`Adjustments above ${config.maxAdjustment} units need a manager.`);
      }

      const token = ctx.mcpReq.requestState();
      if (token === undefined) {
        const stock = await getStock(sku, bin);
        const onHand = stock.bins.find((b) => b.bin === bin)?.onHand ?? 0;
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `${delta > 0 ? 'Add' : 'Remove'} ${Math.abs(delta)} × ${sku} in ${bin} (on hand: ${onHand})?`,
              requestedSchema: confirmSchema,
            }),
          },
          requestState: await packState({ // expect: require-sealed-state
            sku,
            bin,
            delta,
            reason,
            onHand,
            userId,
            tool: TOOL,
            exp: Date.now() + config.confirmWindowMs,
          }),
        });
      }

      const pending = await unpackState(token); // expect: require-sealed-state
      if (pending.tool !== TOOL || pending.userId !== userId || pending.exp < Date.now()) {
        return toolError('This confirmation has expired. Please start the adjustment again.');
      }
      if (pending.sku !== sku || pending.bin !== bin || pending.delta !== delta || pending.reason !== reason) {
        return toolError('The adjustment changed since you confirmed it. Please start again.');
      }

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', confirmSchema);
      if (answer?.confirm !== true) {
        return { content: [{ type: 'text', text: 'Adjustment cancelled.' }] };
      }

      const result = await applyAdjustment({ sku, bin, delta, reason, actor: userId });
      return {
        content: [{ type: 'text', text: `Adjusted ${sku} in ${bin} by ${delta}. New on-hand: ${result.onHand}.` }],
      };
    },
  );
}
