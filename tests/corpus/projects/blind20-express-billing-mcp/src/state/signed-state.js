import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

const VERSION = 'v2';
const MAX_TTL_MS = 10 * 60 * 1000;
const B64URL = /^[A-Za-z0-9_-]+$/;

export class StateRejectedError extends Error {
  /** @param {string} reason */
  constructor(reason) {
    super(`requestState rejected: ${reason}`);
    this.reason = reason;
  }
}

/**
 * @param {unknown} value
 * @returns {unknown}
 */
const canonical = (value) => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical(/** @type {Record<string, unknown>} */ (value)[k])]),
    );
  }
  return value;
};

/** @param {unknown} args */
export const argsDigest = (args) => createHash('sha256').update(JSON.stringify(canonical(args ?? {}))).digest('base64url');

/**
 * @param {Buffer} key
 * @param {string} input
 */
const mac = (key, input) => createHmac('sha256', key).update(input).digest('base64url');

/**
 * @typedef {{ userId: string, tool: string, args: unknown }} Binding
 * @typedef {{ data: Record<string, unknown>, sub: string, tool: string, args: string, jti: string, exp: number }} Claims
 */

/**
 * Signed (not encrypted) request state: `v2.<kid>.<claims>.<hmac>`.
 * Claims are readable by the client, so only ids and choices go in `data`.
 */
export class SignedState {
  /** @type {import('../config/keyring.js').Keyring} */
  #keyring;
  /** @type {number} */
  #ttlMs;
  /** @type {() => number} */
  #now;

  /**
   * @param {import('../config/keyring.js').Keyring} keyring
   * @param {number} ttlMs
   * @param {() => number} now
   */
  constructor(keyring, ttlMs, now) {
    this.#keyring = keyring;
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  /**
   * @param {import('../config/keyring.js').Keyring} keyring
   * @param {{ ttlMs?: number, now?: () => number }} [options]
   */
  static fromKeyring(keyring, { ttlMs = 5 * 60 * 1000, now = Date.now } = {}) {
    if (!(ttlMs > 0 && ttlMs <= MAX_TTL_MS)) throw new RangeError('state TTL must be between 0 and 10 minutes');
    return new SignedState(keyring, ttlMs, now);
  }

  get ttlSeconds() {
    return Math.round(this.#ttlMs / 1000);
  }

  /**
   * @param {Record<string, unknown>} data
   * @param {Binding} binding
   * @returns {string}
   */
  mint(data, { userId, tool, args }) {
    const { kid, key } = this.#keyring.current;
    /** @type {Claims} */
    const claims = { data, sub: userId, tool, args: argsDigest(args), jti: randomUUID(), exp: this.#now() + this.#ttlMs };
    const signed = `${VERSION}.${kid}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return `${signed}.${mac(key, signed)}`;
  }

  /**
   * @param {unknown} token
   * @param {Binding} binding
   * @returns {Claims}
   */
  open(token, { userId, tool, args }) {
    if (typeof token !== 'string' || !token.startsWith(`${VERSION}.`)) throw new StateRejectedError('format');
    const parts = token.split('.');
    if (parts.length !== 4 || !B64URL.test(parts[2]) || !B64URL.test(parts[3])) throw new StateRejectedError('format');
    const [, kid, body, sig] = parts;

    const entry = this.#keyring.verifying.find((candidate) => candidate.kid === kid);
    if (!entry) throw new StateRejectedError('unknown key id');

    const expected = Buffer.from(mac(entry.key, `${VERSION}.${kid}.${body}`), 'utf8');
    const given = Buffer.from(sig, 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new StateRejectedError('signature');
    }

    /** @type {Claims} */
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    const now = this.#now();
    if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp - now > MAX_TTL_MS) {
      throw new StateRejectedError('expired');
    }
    if (claims.sub !== userId || claims.tool !== tool) throw new StateRejectedError('issued for another user or tool');
    if (claims.args !== argsDigest(args)) throw new StateRejectedError('arguments changed');
    return claims;
  }
}
