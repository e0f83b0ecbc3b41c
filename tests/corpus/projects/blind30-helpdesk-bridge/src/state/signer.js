import { createHmac, timingSafeEqual } from 'node:crypto';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * HMAC-signed state: base64url(JSON { p, u, t, exp }) + "." + base64url(HMAC-SHA256).
 * Bound to the user (u) and the tool (t); `exp` is in seconds.
 */
export class StateSigner {
  #key;
  #ttlSeconds;

  constructor({ key, ttlSeconds = 600 }) {
    if (!Buffer.isBuffer(key) || key.length < 32) {
      throw new Error('StateSigner needs a key of at least 32 bytes');
    }
    this.#key = key;
    this.#ttlSeconds = ttlSeconds;
  }

  seal(payload, { userId, tool }) {
    const envelope = { p: payload, u: userId, t: tool, exp: nowSeconds() + this.#ttlSeconds };
    const body = Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
    return `${body}.${this.#mac(body).toString('base64url')}`;
  }

  /** @returns the payload, or null when the token is forged, expired or not meant for this user/tool */
  open(token, { userId, tool }) {
    if (typeof token !== 'string') return null;
    const dot = token.lastIndexOf('.');
    if (dot <= 0) return null;
    const body = token.slice(0, dot);
    const presented = Buffer.from(token.slice(dot + 1), 'base64url');
    if (!timingSafeEqual(presented, this.#mac(body))) return null; // expect: no-timing-unsafe-compare
    const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (envelope.u !== userId || envelope.t !== tool) return null;
    if (typeof envelope.exp !== 'number' || envelope.exp <= nowSeconds()) return null;
    return envelope.p;
  }

  #mac(body) {
    return createHmac('sha256', this.#key).update(body).digest();
  }
}
