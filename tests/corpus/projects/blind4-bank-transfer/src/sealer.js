'use strict';

const { createHash, createHmac, timingSafeEqual } = require('node:crypto');
const { KID_PATTERN } = require('./keyring');

const VERSION = 'v1';
const MAX_TTL_MS = 10 * 60 * 1000;

/** Stable JSON: object keys sorted, so equal arguments hash equally. */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Digest of the tool arguments; not secret, it only pins the request. */
function argsDigest(args) {
  return createHash('sha256').update(canonical(args ?? {})).digest('base64url');
}

class StateSealer {
  #keyring;
  #ttlMs;
  #clock;

  constructor(keyring, { ttlMs = 5 * 60 * 1000, clock = Date.now } = {}) {
    if (!(ttlMs > 0 && ttlMs <= MAX_TTL_MS)) {
      throw new RangeError(`state lifetime must be between 1 ms and ${MAX_TTL_MS} ms`);
    }
    this.#keyring = keyring;
    this.#ttlMs = ttlMs;
    this.#clock = clock;
  }

  #mac(key, signed) {
    return createHmac('sha256', key).update(signed).digest('base64url');
  }

  /** @param {{ sub: string, tool: string, args: object }} bind */
  seal(data, { sub, tool, args }) {
    const kid = this.#keyring.currentKid;
    const claims = { sub, tool, args: argsDigest(args), exp: this.#clock() + this.#ttlMs, data };
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const signed = `${VERSION}.${kid}.${body}`;
    return `${signed}.${this.#mac(this.#keyring.current, signed)}`;
  }

  /** @returns {object | null} the sealed data, or null when anything is off */
  open(token, { sub, tool, args }) {
    if (typeof token !== 'string' || token.length > 4096) return null;
    const parts = token.split('.');
    if (parts.length !== 4 || parts[0] !== VERSION || !KID_PATTERN.test(parts[1])) return null;
    const key = this.#keyring.get(parts[1]);
    if (!key) return null;

    const signed = parts.slice(0, 3).join('.');
    const given = Buffer.from(parts[3]);
    const wanted = Buffer.from(this.#mac(key, signed));
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;

    let claims;
    try {
      claims = JSON.parse(Buffer.from(parts[2], 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (claims.sub !== sub || claims.tool !== tool) return null;
    if (claims.args !== argsDigest(args)) return null;
    if (!(typeof claims.exp === 'number' && claims.exp > this.#clock())) return null;
    return claims.data;
  }
}

module.exports = { StateSealer, argsDigest, canonical };
