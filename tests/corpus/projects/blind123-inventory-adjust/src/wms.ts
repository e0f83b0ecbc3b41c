// WMS API client for stock levels, adjustments and transfers.
// @ts-nocheck
const WMS = process.env.WMS_URL ?? 'http://wms.internal:9000';

export interface StockLevel {
  sku: string;
  warehouse: string;
  onHand: number;
  etag: string;
}

async function wms<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${WMS}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
  if (!res.ok) throw new Error(`WMS ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export const stockOf = (sku: string, warehouse: string) => wms<StockLevel>(`/stock/${warehouse}/${sku}`);

export const warehousesWith = (sku: string) => wms<StockLevel[]>(`/stock?sku=${encodeURIComponent(sku)}`);

export const adjust = (sku: string, warehouse: string, delta: number, reason: string, actor: string, etag: string) =>
  wms<StockLevel>(`/stock/${warehouse}/${sku}/adjustments`, {
    method: 'POST',
    headers: { 'if-match': etag },
    body: JSON.stringify({ delta, reason, actor }),
  });

export const transfer = (sku: string, from: string, to: string, qty: number, actor: string) =>
  wms<{ transferId: string }>(`/transfers`, { method: 'POST', body: JSON.stringify({ sku, from, to, qty, actor }) });
