// list_stock: pages through on-hand stock in the caller's warehouses; the page cursor is a plain position marker.
import * as z from 'zod';
import { knex, warehousesOf } from '../db.js';
import { callerOf } from '../state.js';

const PAGE = 50;
const Cursor = z.object({ afterSku: z.string().max(64), warehouseId: z.string().max(64) });

/** @param {{ afterSku: string, warehouseId: string }} position */
const encodeCursor = (position) => Buffer.from(JSON.stringify(position)).toString('base64url');

/**
 * @param {string | undefined} cursor
 * @returns {{ afterSku: string, warehouseId: string } | null}
 */
function decodeCursor(cursor) {
  if (!cursor) return null;
  try {
    return Cursor.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    return null;
  }
}

/** @param {import('@modelcontextprotocol/server').McpServer} server */
export function register(server) {
  server.registerTool('list_stock', {
    title: 'List stock',
    description: 'On-hand quantity per SKU in one of your warehouses, 50 rows per page.',
    inputSchema: z.object({
      warehouseId: z.string(),
      skuPrefix: z.string().max(32).optional(),
      cursor: z.string().max(512).optional(),
    }),
    annotations: { readOnlyHint: true },
  }, async ({ warehouseId, skuPrefix, cursor }, ctx) => {
    const allowed = await warehousesOf(callerOf(ctx));
    if (!allowed.includes(warehouseId)) {
      return { content: [{ type: 'text', text: `You have no access to warehouse ${warehouseId}.` }], isError: true };
    }
    const position = decodeCursor(cursor);
    const afterSku = position && position.warehouseId === warehouseId ? position.afterSku : '';

    const rows = await knex('stock_levels')
      .where('warehouse_id', warehouseId)
      .andWhere('sku', '>', afterSku)
      .modify((q) => { if (skuPrefix) q.andWhere('sku', 'like', `${skuPrefix.replace(/[%_]/g, '')}%`); })
      .orderBy('sku')
      .limit(PAGE + 1)
      .select('sku', 'description', 'on_hand', 'reserved', 'bin');

    const page = rows.slice(0, PAGE);
    const nextCursor = rows.length > PAGE ? encodeCursor({ afterSku: page[page.length - 1].sku, warehouseId }) : undefined;
    const lines = page.map((r) => `${r.sku}  ${r.on_hand - r.reserved}/${r.on_hand}  ${r.bin}  ${r.description}`);
    return {
      content: [{ type: 'text', text: lines.length ? lines.join('\n') : 'No stock rows.' }],
      structuredContent: { items: page, nextCursor },
    };
  });
}
