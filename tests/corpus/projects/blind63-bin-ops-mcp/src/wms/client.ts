export interface BinSummary {
  binId: string;
  zone: string;
  skuCount: number;
  units: number;
}

const base = process.env.WMS_URL ?? 'http://wms.internal:8080';

async function wms<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-wms-service': 'bin-ops-mcp', ...(init?.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`WMS ${path}: ${res.status}`);
  return (await res.json()) as T;
}

export const binsInZone = (zone: string, pageToken?: string) =>
  wms<{ bins: BinSummary[]; nextPageToken?: string }>(`/zones/${zone}/bins${pageToken ? `?pageToken=${encodeURIComponent(pageToken)}` : ''}`);
export const binSummary = (binId: string) => wms<BinSummary>(`/bins/${binId}`);
export const purgeBin = (binId: string, reasonCode: string, actor: string) =>
  wms<{ purgedUnits: number }>(`/bins/${binId}/purge`, { method: 'POST', body: JSON.stringify({ reasonCode, actor }) });
