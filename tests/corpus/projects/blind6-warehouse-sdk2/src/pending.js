import { randomUUID } from 'node:crypto';

const HOLD_MS = 4 * 60 * 1000;
const holds = new Map();

export function placeHold(owner, lines) {
  const handle = randomUUID();
  holds.set(handle, { owner, lines, until: Date.now() + HOLD_MS });
  return handle;
}

export function takeHold(handle, owner) {
  const hold = holds.get(handle);
  holds.delete(handle);
  if (!hold || hold.owner !== owner || hold.until < Date.now()) return null;
  return hold;
}

setInterval(() => {
  const now = Date.now();
  for (const [handle, hold] of holds) if (hold.until < now) holds.delete(handle);
}, 60_000).unref();
