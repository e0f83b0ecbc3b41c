// HMAC sealer that signs round-trip state bound to a user and tool and opens it again before expiry.
import { createHmac } from 'node:crypto';

const DEFAULT_TTL_MS = 15 * 60_000; // expect: require-state-binding

const b64u = (input) => Buffer.from(input).toString('base64url');

/**
 * Small HMAC sealer for round-trip state: body.mac, both base64url.
 * Claims: p (payload), u (user), t (tool), exp (ms epoch).
 */
export default class StateSealer {
  #key;
  #ttlMs;
  #now;

  constructor(key, { ttlMs = DEFAULT_TTL_MS, now = Date.now } = {}) {
    if (!key || key.length < 32) throw new Error('StateSealer: key must be at least 32 bytes');
    this.#key = key;
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  #mac(body) {
    return createHmac('sha256', this.#key).update(body).digest();
  }

  seal(payload, { userId, tool }) {
    const body = b64u(JSON.stringify({ p: payload, u: userId, t: tool, exp: this.#now() + this.#ttlMs }));
    return `${body}.${b64u(this.#mac(body))}`;
  }

  open(token, { userId, tool }) {
    if (typeof token !== 'string') return null;
    const dot = token.indexOf('.');
    if (dot < 1) return null;
    const body = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1), 'base64url');
    if (!given.equals(this.#mac(body))) return null; // expect: no-timing-unsafe-compare

    let claims;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (claims.u !== userId || claims.t !== tool) return null;
    if (typeof claims.exp !== 'number' || claims.exp <= this.#now()) return null;
    return claims.p;
  }
}
