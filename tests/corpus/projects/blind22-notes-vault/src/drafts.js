import { randomUUID } from 'node:crypto';

const ENTRY_TTL_MS = 10 * 60 * 1000;

let store;

function sweep() {
  const now = Date.now();
  for (const [handle, entry] of store) {
    if (entry.expiresAt <= now) store.delete(handle);
  }
}

/** Created on first use so tests that never touch drafts do not leave a timer running. */
function getStore() {
  if (!store) {
    store = new Map();
    setInterval(sweep, 60_000).unref();
  }
  return store;
}

/**
 * Server-side scratch space for multi-round tools. The client only ever sees the
 * random handle (inside sealed state); the data stays here.
 */
export const drafts = {
  put(owner, data) {
    const handle = randomUUID();
    getStore().set(handle, { owner, data, expiresAt: Date.now() + ENTRY_TTL_MS });
    return handle;
  },

  take(handle, owner) {
    const entry = getStore().get(handle);
    if (!entry || entry.owner !== owner || entry.expiresAt <= Date.now()) return undefined;
    getStore().delete(handle);
    return entry.data;
  },
};
