// Helpers for checking state binding, tracking used nonces and reading the user id.
import { digestOf } from './sealer.js';

/**
 * Checks that decrypted state was minted for this user, this tool and these arguments.
 * None of these values is secret, so plain comparison is fine here.
 */
export function bindingHolds(state, { userId, tool, args }) {
  return (
    state !== null &&
    state.sub === userId &&
    state.tool === tool &&
    state.argd === digestOf(tool, args)
  );
}

export class ReplayGuard {
  #used = new Map();

  /** Returns true the first time a nonce is presented before its expiry. */
  firstUse(nonce, exp, now = Date.now()) {
    for (const [n, e] of this.#used) if (e <= now) this.#used.delete(n);
    if (this.#used.has(nonce)) return false;
    this.#used.set(nonce, exp);
    return true;
  }
}

export function userOf(ctx) {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (!id) throw new Error('unauthenticated');
  return id;
}
