// Read-only tool: stock per bin for a SKU at the caller's site.
import { z } from 'zod';
import { stockFor } from '../db.js';

export function registerStockQuery(server, whoAmI) {
  server.registerTool(
    'stock_query',
    {
      description: 'Show on-hand and reserved quantity per bin for a SKU at your site.',
      inputSchema: z.object({ sku: z.string().min(3).max(40) }),
      annotations: { readOnlyHint: true },
    },
    async ({ sku }, ctx) => {
      const { siteId } = whoAmI(ctx);
      const bins = await stockFor(siteId, sku);
      const total = bins.reduce((n, b) => n + b.qty_on_hand - b.qty_reserved, 0);
      return {
        content: [{ type: 'text', text: `${sku}: ${total} available across ${bins.length} bin(s).` }],
        structuredContent: { sku, available: total, bins },
      };
    },
  );
}
