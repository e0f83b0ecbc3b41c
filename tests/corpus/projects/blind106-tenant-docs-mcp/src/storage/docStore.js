// HTTP client for the document storage service; every call carries the tenant's storage API key.
import { config } from '../config.js';

async function request(apiKey, path, init = {}) {
  const res = await fetch(new URL(path, config.storageBaseUrl), {
    ...init,
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json', ...(init.headers ?? {}) },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`docstore ${init.method ?? 'GET'} ${path} -> ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export function objectInfo(apiKey, bucket, object) {
  return request(apiKey, `/v1/buckets/${bucket}/objects/${encodeURIComponent(object)}`);
}

export function grantAccess(apiKey, bucket, object, grants) {
  return request(apiKey, `/v1/buckets/${bucket}/objects/${encodeURIComponent(object)}/grants`, {
    method: 'POST',
    body: JSON.stringify({ grants }),
  });
}

export function moveToColdTier(apiKey, bucket, objects) {
  return request(apiKey, `/v1/buckets/${bucket}/tiering`, {
    method: 'POST',
    body: JSON.stringify({ objects, tier: 'archive' }),
  });
}
