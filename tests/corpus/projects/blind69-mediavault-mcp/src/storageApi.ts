// REST client for the MediaVault storage API: folders, multipart upload sessions, assets.
// @ts-nocheck
import { config } from './config.js';

export class StorageError extends Error {
  constructor(public status: number, public code: string, message: string) {
    super(message);
  }
}

async function request(method: string, path: string, bearer: string, opts: { body?: unknown; query?: Record<string, unknown>; headers?: Record<string, string> } = {}) {
  const url = new URL(`${config.storageApi}${path}`);
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    method,
    headers: {
      Authorization: `Bearer ${bearer}`,
      Accept: 'application/json',
      ...(opts.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...opts.headers,
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    signal: AbortSignal.timeout(20_000),
  });
  if (res.status === 204) return { data: null, etag: res.headers.get('etag') };
  const data = await res.json().catch(() => ({}));
  if (!res.ok) throw new StorageError(res.status, data.code ?? 'unknown', data.message ?? `storage API ${res.status}`);
  return { data, etag: res.headers.get('etag') };
}

export const storage = {
  async getFolder(bearer: string, folderId: string) {
    return (await request('GET', `/folders/${encodeURIComponent(folderId)}`, bearer)).data;
  },

  async createUploadSession(bearer: string, p: { folderId: string; fileName: string; sizeBytes: number; contentType: string; partSize: number }) {
    const { data } = await request('POST', '/uploads', bearer, {
      body: {
        folder_id: p.folderId,
        file_name: p.fileName,
        size_bytes: p.sizeBytes,
        content_type: p.contentType,
        part_size: p.partSize,
      },
    });
    return { id: data.upload_id, partCount: data.part_count, uploadPageUrl: data.upload_page_url, expiresAt: data.expires_at };
  },

  async listUploadedParts(bearer: string, uploadId: string) {
    return (await request('GET', `/uploads/${encodeURIComponent(uploadId)}/parts`, bearer)).data.parts;
  },

  async completeUpload(bearer: string, uploadId: string, parts: { number: number; etag: string }[]) {
    return (await request('POST', `/uploads/${encodeURIComponent(uploadId)}/complete`, bearer, { body: { parts } })).data;
  },

  async abortUpload(bearer: string, uploadId: string) {
    await request('DELETE', `/uploads/${encodeURIComponent(uploadId)}`, bearer);
  },

  async searchAssets(p: { folderId: string; query?: string; pageToken?: string; pageSize: number }) {
    const { data } = await request('GET', '/search/assets', config.storageServiceKey, {
      query: { folder_id: p.folderId, q: p.query, page_token: p.pageToken, page_size: p.pageSize },
    });
    return { items: data.items, nextPageToken: data.next_page_token ?? null, total: data.total_estimate };
  },

  async getAsset(bearer: string, assetId: string) {
    const { data, etag } = await request('GET', `/assets/${encodeURIComponent(assetId)}`, bearer);
    return { ...data, etag };
  },

  async deleteAsset(bearer: string, assetId: string, etag: string) {
    await request('DELETE', `/assets/${encodeURIComponent(assetId)}`, bearer, { headers: { 'If-Match': etag } });
  },

  async setRenditions(assetId: string, renditions: unknown[]) {
    await request('PATCH', `/assets/${encodeURIComponent(assetId)}`, config.storageServiceKey, { body: { renditions } });
  },
};
