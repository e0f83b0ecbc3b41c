// Stock lookup and cycle-count tools backed by MySQL, with adjustment events on Kafka.
import { randomUUID } from 'node:crypto';
import { stockOnHand, recordCycleCount } from '../db.js';
import { publishEvent, topics } from '../kafka.js';

const say = (text, isError = false) => ({ content: [{ type: 'text', text }], isError });

export async function stockLookup({ sku }, ctx) {
  const warehouseId = ctx.http?.authInfo?.extra?.warehouseId;
  if (!warehouseId) return say('No warehouse on your profile.', true);
  const rows = await stockOnHand(warehouseId, sku);
  if (rows.length === 0) return say(`No stock of ${sku} in ${warehouseId}.`);
  return say(rows.map((r) => `${r.location}: ${r.qty_on_hand} on hand, ${r.qty_allocated} allocated`).join('\n'));
}

export async function cycleCount({ sku, location, countedQty }, ctx) {
  const auth = ctx.http?.authInfo;
  if (!auth?.scopes?.includes('inventory:count')) return say('You need the inventory:count scope.', true);
  const result = await recordCycleCount({ warehouseId: auth.extra.warehouseId, location, sku, countedQty, countedBy: auth.extra.userId });
  await publishEvent(topics.inventoryAdjusted, randomUUID(), { warehouseId: auth.extra.warehouseId, sku, location, ...result, by: auth.extra.userId }, sku);
  return say(`${sku} at ${location}: ${result.before} → ${result.after}.`);
}
