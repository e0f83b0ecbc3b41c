import * as z from 'zod/v4';
import { getStock } from '../inventory.js';

export function registerLookup(server) {
  server.registerTool(
    'lookup_stock',
    {
      description: 'Show on-hand quantity for a SKU, optionally for one bin',
      inputSchema: z.object({ sku: z.string().min(1), bin: z.string().optional() }),
      annotations: { readOnlyHint: true },
    },
    async ({ sku, bin }) => {
      const stock = await getStock(sku, bin);
      const lines = stock.bins.map((b) => `${b.bin}: ${b.onHand}`);
      return { content: [{ type: 'text', text: `${sku}\n${lines.join('\n')}` }] };
    },
  );
}
