import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { stockLine, writeOff } from '../db';
import { stateCodec, type StockroomState } from '../state';

const TOOL = 'write_off_stock';

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function registerWriteOff(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      title: 'Write off stock',
      description: 'Remove damaged, expired or lost units from inventory. Asks for confirmation first.',
      inputSchema: z.object({
        sku: z.string(),
        warehouseId: z.string(),
        quantity: z.number().int().positive(),
        reason: z.enum(['damaged', 'expired', 'lost', 'recalled']),
      }),
      annotations: { destructiveHint: true },
    },
    async ({ sku, warehouseId, quantity, reason }, ctx) => {
      const auth = ctx.http?.authInfo;
      const userId = String(auth?.extra?.userId ?? '');
      const allowed = (auth?.extra?.warehouses as string[] | undefined) ?? [];
      if (!allowed.includes(warehouseId)) {
        return { isError: true, content: [{ type: 'text', text: `You have no access to warehouse ${warehouseId}.` }] };
      }

      const state = ctx.mcpReq.requestState<StockroomState>();
      if (state === undefined) {
        const line = await stockLine(sku, warehouseId);
        if (!line) return { isError: true, content: [{ type: 'text', text: `${sku} is not stocked in ${warehouseId}.` }] };
        if (line.on_hand < quantity) {
          return { isError: true, content: [{ type: 'text', text: `Only ${line.on_hand} of ${sku} on hand.` }] };
        }
        const valueCents = line.unit_cost_cents * quantity;
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Write off ${quantity} × ${line.description} (${sku}) in ${warehouseId} as ${reason}, ${usd(valueCents)} at cost?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: await stateCodec.mint({ tool: TOOL, sku, warehouseId, quantity, reason, valueCents }, ctx),
        });
      }

      if (state.tool !== TOOL || state.sku !== sku || state.warehouseId !== warehouseId || state.quantity !== quantity) {
        return { isError: true, content: [{ type: 'text', text: 'The confirmation was for a different write-off. Start again.' }] };
      }
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) {
        return { content: [{ type: 'text', text: 'Nothing written off.' }] };
      }

      const line = await writeOff(state.sku, state.warehouseId, state.quantity, state.reason, userId);
      return {
        content: [{ type: 'text', text: `Wrote off ${state.quantity} × ${state.sku} (${usd(state.valueCents)}). ${line.on_hand} left.` }],
      };
    },
  );
}
