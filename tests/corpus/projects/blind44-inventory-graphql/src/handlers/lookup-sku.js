import { SKU_STOCK, gqlRequest } from '../graphql/index.js';
import { errorResult, textResult } from './results.js';

export async function lookupSku({ arguments: args = {} }, caller) {
  const { sku } = await gqlRequest(SKU_STOCK, { sku: args.sku }, caller);
  if (!sku) return errorResult(`Unknown SKU ${args.sku}.`);
  const lines = sku.bins
    .filter((b) => b.onHand > 0)
    .map((b) => `${b.code}: ${b.onHand} on hand, ${b.reserved} reserved`);
  return textResult([`${sku.code} — ${sku.description}`, ...lines].join('\n'));
}
