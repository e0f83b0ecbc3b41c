import nacl from 'tweetnacl';
import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha256';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils';
import { webhookSecret } from './keys.js';

const API = process.env.INKWELL_API_URL ?? 'https://api.inkwell.example/v3';

async function inkwell(grant, path, init = {}) {
  const res = await fetch(`${API}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${grant.accessToken}`, 'content-type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`inkwell ${path}: ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export const getNotebook = (grant, notebookId) => inkwell(grant, `/notebooks/${encodeURIComponent(notebookId)}`);

/** One page of notes; `nextPageToken` is Inkwell's opaque paging cursor (absent on the last page). */
export async function listNotes(grant, notebookId, pageToken) {
  const query = new URLSearchParams({ pageSize: '100', ...(pageToken ? { pageToken } : {}) });
  const page = await inkwell(grant, `/notebooks/${encodeURIComponent(notebookId)}/notes?${query}`);
  return { notes: page.notes, nextPageToken: page.nextPageToken, totalSize: page.totalSize };
}

export const archiveNotebook = (grant, notebookId, { deleteAfterDays }) =>
  inkwell(grant, `/notebooks/${encodeURIComponent(notebookId)}:archive`, {
    method: 'POST',
    body: JSON.stringify({ purgeAfterDays: deleteAfterDays }),
  });

const MAX_SKEW_SECONDS = 300;

/** `Inkwell-Signature: t=<unix>,v1=<hex hmac-sha256 of "t.body">` */
export function verifyInkwellWebhook(rawBody, header) {
  const parts = Object.fromEntries(String(header ?? '').split(',').map((kv) => kv.trim().split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isSafeInteger(t) || Math.abs(Math.floor(Date.now() / 1000) - t) > MAX_SKEW_SECONDS) return false;
  if (!/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  const expected = hmac(sha256, webhookSecret(), utf8ToBytes(`${t}.${rawBody}`));
  // nacl.verify: constant time, false on length mismatch
  return nacl.verify(expected, hexToBytes(parts.v1));
}
