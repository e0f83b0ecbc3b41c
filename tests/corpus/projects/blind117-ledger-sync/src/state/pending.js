// In-memory store of parsed statements keyed by random handles, with expiry sweeping.
import { randomUUID } from 'node:crypto';

// Parsed statements can be megabytes, so they stay on the server; the
// client only ever sees the random handle, inside signed state.
const TTL_MS = 5 * 60_000;
const rows = new Map();

setInterval(() => {
  const now = Date.now();
  for (const [handle, row] of rows) if (row.expires <= now) rows.delete(handle);
}, 60_000).unref();

export function park(owner, data) {
  const handle = randomUUID();
  rows.set(handle, { owner, data, expires: Date.now() + TTL_MS });
  return handle;
}

/** Single use: the row is removed whether or not the caller may have it. */
export function claim(handle, owner) {
  const row = rows.get(handle);
  rows.delete(handle);
  if (!row || row.owner !== owner || row.expires <= Date.now()) return null;
  return row.data;
}
