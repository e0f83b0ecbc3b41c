// Read-only inventory tools: stock_level for one SKU at a site and reorder_suggestions for everything below its reorder point.
// @ts-nocheck
import { z } from 'zod';
import { ok, fail, sequence, ensure, toToolResult } from '../lib/result.js';

const text = (body: string) => ({ content: [{ type: 'text', text: body }] });

const siteAllowed = (ctx) => (siteId: string) => (ctx.http?.authInfo?.extra?.siteIds ?? []).includes(siteId);

export const readOnlyTools = ({ wms }) => [
  {
    name: 'stock_level',
    config: {
      description: 'Show on-hand, reserved and available quantity of a SKU at one site.',
      inputSchema: { siteId: z.string(), sku: z.string().min(3) },
      annotations: { readOnlyHint: true },
    },
    handler: (args, ctx) =>
      sequence(
        ensure(() => siteAllowed(ctx)(args.siteId), `you have no access to site ${args.siteId}`),
        () => wms.stock(args.siteId, args.sku),
      )(args).then(
        toToolResult((s) =>
          text(`${s.sku} at ${s.siteId}: ${s.onHand} on hand, ${s.reserved} reserved, ${s.onHand - s.reserved} available (bin ${s.bin}).`),
        ),
      ),
  },
  {
    name: 'reorder_suggestions',
    config: {
      description: 'List SKUs at a site that are below their reorder point, with a suggested order quantity.',
      inputSchema: { siteId: z.string() },
      annotations: { readOnlyHint: true },
    },
    handler: (args, ctx) =>
      sequence(
        ensure(() => siteAllowed(ctx)(args.siteId), `you have no access to site ${args.siteId}`),
        () => wms.belowReorderPoint(args.siteId),
        (rows) => (rows.length ? ok(rows) : fail(`nothing at ${args.siteId} is below its reorder point`)),
      )(args).then(
        toToolResult((rows) =>
          text(
            rows
              .map((r) => `${r.sku}: ${r.onHand} on hand, reorder point ${r.reorderPoint}, suggest ${Math.max(r.reorderQty, r.reorderPoint - r.onHand)}`)
              .join('\n'),
          ),
        ),
      ),
  },
];
