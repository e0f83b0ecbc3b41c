'use strict';

const crypto = require('node:crypto');
const { BadRequest, NotAuthenticated } = require('@feathersjs/errors');

const DEFAULT_TTL_MS = 5 * 60 * 1000;

function stableStringify(value) {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableStringify(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

function digestArgs(args) {
  return crypto.createHash('sha256').update(stableStringify(args || {})).digest('base64url');
}

/**
 * Fluent builder for signed request state:
 *
 *   StateToken.create().forUser(id).forTool('x').withArgs(args).sign(key)
 */
class StateToken {
  constructor() {
    this.claims = {};
    this.ttlMs = DEFAULT_TTL_MS;
  }

  static create() {
    return new StateToken();
  }

  forUser(userId) {
    this.claims.sub = String(userId);
    return this;
  }

  forTool(name) {
    this.claims.tool = name;
    return this;
  }

  withArgs(args) {
    this.claims.args = digestArgs(args);
    return this;
  }

  with(key, value) {
    this.claims[key] = value;
    return this;
  }

  expiresIn(ms) {
    this.ttlMs = ms;
    return this;
  }

  sign(key) {
    const payload = { ...this.claims, exp: Date.now() + this.ttlMs };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const sig = crypto.createHmac('sha256', key).update(body).digest('base64url');
    return `${body}.${sig}`;
  }

  static open(token, key) {
    const [body, sig] = String(token).split('.');
    if (!body || !sig) throw new BadRequest('Malformed request state');

    const expected = crypto.createHmac('sha256', key).update(body).digest();
    const given = Buffer.from(sig, 'base64url');
    if (!given.equals(expected)) throw new NotAuthenticated('Request state signature mismatch'); // expect: no-timing-unsafe-compare

    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (typeof claims.exp !== 'number' || claims.exp < Date.now()) throw new NotAuthenticated('Request state expired');
    return claims;
  }
}

module.exports = { StateToken, digestArgs };
