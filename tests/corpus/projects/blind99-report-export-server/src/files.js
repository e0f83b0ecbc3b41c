// Client for the internal files service: multipart CSV uploads and line-range reads of finished exports.
import { settings } from './settings.js';

const headers = (extra = {}) => ({ authorization: `Bearer ${settings.filesServiceToken}`, ...extra });

async function call(path, init) {
  const res = await fetch(new URL(path, settings.filesApi), init);
  if (!res.ok) throw new Error(`files service ${init?.method ?? 'GET'} ${path} failed with HTTP ${res.status}`);
  return res;
}

export async function startUpload(fileKey) {
  const res = await call('/v1/uploads', {
    method: 'POST',
    headers: headers({ 'content-type': 'application/json' }),
    body: JSON.stringify({ key: fileKey, contentType: 'text/csv; charset=utf-8' }),
  });
  return (await res.json()).uploadId;
}

export async function uploadPart(uploadId, partNumber, body) {
  const res = await call(`/v1/uploads/${encodeURIComponent(uploadId)}/parts/${partNumber}`, {
    method: 'PUT',
    headers: headers({ 'content-type': 'text/csv' }),
    body,
  });
  return { n: partNumber, etag: res.headers.get('etag') };
}

export async function completeUpload(uploadId, parts) {
  await call(`/v1/uploads/${encodeURIComponent(uploadId)}/complete`, {
    method: 'POST',
    headers: headers({ 'content-type': 'application/json' }),
    body: JSON.stringify({ parts }),
  });
}

export async function readLines(fileKey, fromLine, count) {
  const res = await call(`/v1/files/${encodeURIComponent(fileKey)}/lines?from=${fromLine}&count=${count}`, { headers: headers() });
  const text = await res.text();
  return { text, lines: text === '' ? 0 : text.split('\n').filter(Boolean).length, total: Number(res.headers.get('x-total-lines') ?? 0) };
}
