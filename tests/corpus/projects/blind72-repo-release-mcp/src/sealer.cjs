// Seals and opens requestState: a base64url JSON body followed by an HMAC-SHA256 tag over it.
'use strict';

const crypto = require('crypto');

const MAX_TTL_MS = 10 * 60 * 1000;
const B64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Canonical JSON: object keys sorted so equal arguments always hash the same.
 * @param {unknown} value
 * @returns {string}
 */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value === undefined ? null : value);
}

/** @param {unknown} args */
function argsDigest(args) {
  return crypto.createHash('sha256').update(canonical(args)).digest('base64url');
}

/**
 * @constructor
 * @param {Buffer} key
 * @param {{ ttlMs?: number, now?: () => number }} [options]
 */
function Sealer(key, options) {
  if (!(this instanceof Sealer)) return new Sealer(key, options);
  if (!Buffer.isBuffer(key) || key.length < 32) throw new TypeError('state key must be at least 32 bytes');
  const opts = options || {};
  this.key = key;
  this.ttlMs = Math.min(opts.ttlMs || MAX_TTL_MS, MAX_TTL_MS);
  this.now = opts.now || Date.now;
}

/** @param {string} body */
Sealer.prototype.tag = function tag(body) {
  return crypto.createHmac('sha256', this.key).update(body).digest('base64url');
};

/**
 * @param {{ userId: string, tool: string, args: unknown, data?: Record<string, unknown> }} input
 * @returns {string}
 */
Sealer.prototype.seal = function seal(input) {
  const claims = {
    uid: input.userId,
    tool: input.tool,
    args: argsDigest(input.args),
    exp: this.now() + this.ttlMs,
    data: input.data || {},
  };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${this.tag(body)}`;
};

/**
 * Checks the tag and the expiry; the caller compares uid, tool and args against the current request.
 * @param {unknown} sealed
 * @returns {{ uid: string, tool: string, args: string, exp: number, data: Record<string, any> } | null}
 */
Sealer.prototype.open = function open(sealed) {
  if (typeof sealed !== 'string' || sealed.length > 8192) return null;
  const parts = sealed.split('.');
  if (parts.length !== 2 || !B64URL.test(parts[0]) || !B64URL.test(parts[1])) return null;
  const given = Buffer.from(parts[1], 'utf8');
  const computed = Buffer.from(this.tag(parts[0]), 'utf8');
  if (given.length !== computed.length || !crypto.timingSafeEqual(given, computed)) return null;
  let claims;
  try {
    claims = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!claims || typeof claims.exp !== 'number' || claims.exp <= this.now()) return null;
  return claims;
};

module.exports = Sealer;
module.exports.argsDigest = argsDigest;
module.exports.MAX_TTL_MS = MAX_TTL_MS;
