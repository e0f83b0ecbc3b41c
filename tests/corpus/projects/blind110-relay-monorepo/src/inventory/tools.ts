// Registers the reserve_stock tool, which asks for a warehouse, and the read-only list_low_stock tool.
// @ts-nocheck
import { randomUUID } from 'node:crypto';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { codecForTool, principalOf } from '@relay/round-state';

interface Warehouse {
  code: string;
  city: string;
  onHand: number;
}

const stock: Record<string, Warehouse[]> = {
  'SKU-1001': [
    { code: 'AMS1', city: 'Amsterdam', onHand: 40 },
    { code: 'BER2', city: 'Berlin', onHand: 12 },
  ],
  'SKU-2040': [{ code: 'LIS1', city: 'Lisbon', onHand: 3 }],
};

interface ReserveState {
  sku: string;
  qty: number;
  candidates: string[];
  requestId: string;
}

const RESERVE = 'reserve_stock';
const reserveStates = codecForTool<ReserveState>(RESERVE);

export function registerInventoryTools(server: McpServer): void {
  server.registerTool(
    RESERVE,
    {
      description: 'Reserve stock of a SKU in a warehouse of your choice',
      inputSchema: { sku: z.string(), qty: z.number().int().positive() },
    },
    async ({ sku, qty }, ctx) => {
      principalOf(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const candidates = (stock[sku] ?? []).filter((w) => w.onHand >= qty);
        if (candidates.length === 0) return { isError: true, content: [{ type: 'text', text: 'no stock' }] };
        // Shuffle the suggestion order so one warehouse doesn't get every order. Not security related.
        const suggested = candidates[Math.floor(Math.random() * candidates.length)];
        const requestState = await reserveStates.mint(
          { sku, qty, candidates: candidates.map((c) => c.code), requestId: randomUUID() },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            warehouse: inputRequired.elicit({
              message: `Which warehouse should ship ${qty} x ${sku}? (suggested: ${suggested.code})`,
              requestedSchema: {
                type: 'object',
                properties: { code: { type: 'string', enum: candidates.map((c) => c.code) } },
                required: ['code'],
              },
            }),
          },
          requestState,
        });
      }

      const state = await reserveStates.open(raw, ctx);
      if (!state || state.sku !== sku || state.qty !== qty) {
        return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      }
      const choice = acceptedContent<{ code: string }>(ctx.mcpReq.inputResponses, 'warehouse');
      if (!choice || !state.candidates.includes(choice.code)) {
        return { isError: true, content: [{ type: 'text', text: 'Pick one of the offered warehouses.' }] };
      }
      const wh = stock[sku].find((w) => w.code === choice.code)!;
      wh.onHand -= qty;
      return { content: [{ type: 'text', text: `Reserved ${qty} x ${sku} at ${wh.city} (${state.requestId})` }] };
    },
  );

  server.registerTool(
    'list_low_stock',
    { description: 'SKUs with fewer than 5 units anywhere', annotations: { readOnlyHint: true } },
    async () => {
      const low = Object.entries(stock)
        .filter(([, whs]) => whs.every((w) => w.onHand < 5))
        .map(([sku]) => sku);
      return { content: [{ type: 'text', text: low.join('\n') || 'none' }] };
    },
  );
}
