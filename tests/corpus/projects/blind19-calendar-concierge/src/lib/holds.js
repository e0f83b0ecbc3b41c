import { randomBytes } from 'node:crypto';

const HOLD_TTL_MS = 5 * 60 * 1000;

/**
 * Tentative slot holds live in this process; the client only carries the random hold
 * handle (inside signed state), which is useless without this map.
 */
export function createHoldBook({ now = Date.now } = {}) {
  const holds = new Map();

  const sweep = () => {
    const t = now();
    for (const [handle, hold] of holds) if (hold.expiresAt <= t) holds.delete(handle);
  };

  return {
    place(userId, slot) {
      sweep();
      const holdToken = randomBytes(18).toString('base64url');
      holds.set(holdToken, { userId, slot, expiresAt: now() + HOLD_TTL_MS });
      return holdToken;
    },

    claim(holdToken, userId) {
      const hold = holds.get(holdToken);
      if (!hold || hold.userId !== userId || hold.expiresAt <= now()) return undefined;
      holds.delete(holdToken);
      return hold.slot;
    },

    release(holdTokens) {
      for (const t of holdTokens) holds.delete(t);
    },
  };
}
