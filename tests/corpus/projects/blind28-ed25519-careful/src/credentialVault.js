import { randomBytes } from 'node:crypto';

/**
 * Keeps upstream access tokens on the server between rounds. The client only
 * ever sees an unguessable handle; the token itself never leaves this process.
 */
export class CredentialVault {
  #entries = new Map();
  #ttlMs;

  constructor({ ttlMs = 5 * 60_000 } = {}) {
    this.#ttlMs = ttlMs;
    setInterval(() => this.#sweep(), 60_000).unref();
  }

  put(userId, accessToken) {
    const handle = randomBytes(24).toString('base64url');
    this.#entries.set(handle, { userId, accessToken, expiresAt: Date.now() + this.#ttlMs });
    return handle;
  }

  /** One-shot: the handle is consumed even if the owner check fails. */
  take(handle, userId) {
    const entry = this.#entries.get(handle);
    this.#entries.delete(handle);
    if (!entry || entry.userId !== userId || entry.expiresAt <= Date.now()) return undefined;
    return entry.accessToken;
  }

  #sweep() {
    const now = Date.now();
    for (const [handle, entry] of this.#entries) {
      if (entry.expiresAt <= now) this.#entries.delete(handle);
    }
  }
}
