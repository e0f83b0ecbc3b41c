'use strict';

const { randomUUID } = require('node:crypto');

/**
 * Server-side holds for actions that must run at most once (merges). The client only gets a
 * random handle; the record stays here. The relay runs as a single replica (see deploy/relay.yaml),
 * so an in-memory map is enough.
 */

const HOLD_MS = 10 * 60 * 1000;
const holds = new Map();

function sweep(now = Date.now()) {
  for (const [handle, record] of holds) if (record.expiresAt <= now) holds.delete(handle);
}

function hold(record) {
  sweep();
  const handle = randomUUID();
  holds.set(handle, { ...record, expiresAt: Date.now() + HOLD_MS });
  return handle;
}

/** Returns the record and removes it, or null when unknown, expired or not this user's and tool's. */
function claim(handle, { userId, tool }) {
  const record = typeof handle === 'string' ? holds.get(handle) : undefined;
  if (!record) return null;
  if (record.expiresAt <= Date.now() || record.userId !== userId || record.tool !== tool) return null;
  holds.delete(handle);
  return record;
}

module.exports = { hold, claim };
