// Thin client over the warehouse service's REST API.
const BASE_URL = process.env.WAREHOUSE_API_URL ?? 'http://localhost:9400';

async function call(path, init = {}) {
  const res = await fetch(new URL(path, BASE_URL), {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`warehouse API ${res.status} on ${path}`);
  return res.json();
}

export function getStock(sku, bin) {
  const query = bin ? `?bin=${encodeURIComponent(bin)}` : '';
  return call(`/v1/stock/${encodeURIComponent(sku)}${query}`);
}

export function applyAdjustment({ sku, bin, delta, reason, actor }) {
  return call('/v1/adjustments', {
    method: 'POST',
    body: JSON.stringify({ sku, bin, delta, reason, actor }),
  });
}
