// Thin client for the warehouse management system. Credentials stay here, on the server.

const WMS_URL = process.env.WMS_API_URL ?? 'http://wms.internal';

function wmsAuthHeader(): string {
  const apiKey = process.env.WMS_API_KEY;
  if (!apiKey) throw new Error('WMS_API_KEY is not set');
  return `ApiKey ${apiKey}`;
}

async function wms<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${WMS_URL}${path}`, {
    ...init,
    headers: { authorization: wmsAuthHeader(), 'content-type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`WMS ${res.status} ${path}`);
  return (await res.json()) as T;
}

export interface StockRow {
  sku: string;
  location: string;
  onHand: number;
}

export const wmsClient = {
  search: (query: string, pageToken?: string) =>
    wms<{ rows: StockRow[]; nextPageToken?: string }>(
      `/stock?q=${encodeURIComponent(query)}${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`,
    ),
  onHand: (sku: string, location: string) => wms<StockRow>(`/stock/${sku}/${location}`),
  transfer: (body: { sku: string; from: string; to: string; qty: number; actor: string }, idempotencyKey: string) =>
    wms<{ moveId: string }>('/moves', {
      method: 'POST',
      headers: { 'idempotency-key': idempotencyKey },
      body: JSON.stringify(body),
    }),
};
