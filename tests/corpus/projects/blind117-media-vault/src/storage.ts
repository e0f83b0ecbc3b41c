// HTTP client for the vault storage API: assets, uploads and deletions.
// @ts-nocheck
const BASE = process.env.VAULT_API_URL ?? 'http://vault-api.internal';

export interface Asset {
  id: string;
  ownerId: string;
  title: string;
  bytes: number;
  publicLinks: number;
}

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`vault-api ${method} ${path}: ${res.status}`);
  return (await res.json()) as T;
}

export const storage = {
  get: (id: string) => api<Asset>('GET', `/assets/${id}`),
  remove: (id: string, opts: { revokeLinks: boolean; by: string }) => api<{ ok: true }>('DELETE', `/assets/${id}`, opts),
  /** Reserve an asset id and a pre-signed PUT URL valid for 15 minutes. */
  reserve: (ownerId: string, contentType: string) =>
    api<{ assetId: string; uploadUrl: string }>('POST', '/assets/reservations', { ownerId, contentType }),
  finalize: (id: string, meta: { title: string; license: string }) => api<Asset>('POST', `/assets/${id}/finalize`, meta),
};
