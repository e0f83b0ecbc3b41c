// Mints and opens HMAC-signed, MessagePack-encoded base58 state tokens with expiry.
'use strict';
const { createHmac, timingSafeEqual } = require('node:crypto');
const { pack, unpack } = require('./pack');
const base58 = require('./base58');

const FORMAT = 1;
const TAG_LEN = 32;

class StateTokenError extends Error {}

class StateToken {
  constructor(key, { ttlSeconds = 600, now = () => Date.now() } = {}) {
    if (ttlSeconds > 600) throw new RangeError('state TTL is capped at 10 minutes');
    this.key = key;
    this.ttl = ttlSeconds;
    this.now = now;
  }

  _tag(body) {
    return createHmac('sha256', this.key).update(body).digest();
  }

  issue(claims) {
    const body = Buffer.concat([
      Buffer.from([FORMAT]),
      pack({ ...claims, exp: Math.floor(this.now() / 1000) + this.ttl }),
    ]);
    return base58.encode(Buffer.concat([body, this._tag(body)]));
  }

  /** Verify and return the claims, or throw. `expect` must name sub and tool. */
  redeem(token, expect) {
    let raw;
    try {
      raw = base58.decode(String(token));
    } catch {
      throw new StateTokenError('malformed state');
    }
    if (raw.length <= TAG_LEN + 1) throw new StateTokenError('malformed state');
    const body = raw.subarray(0, raw.length - TAG_LEN);
    const tag = raw.subarray(raw.length - TAG_LEN);
    if (!timingSafeEqual(tag, this._tag(body))) throw new StateTokenError('state signature mismatch');
    if (body[0] !== FORMAT) throw new StateTokenError('unknown state format');
    const claims = unpack(body.subarray(1));
    if (claims.exp <= Math.floor(this.now() / 1000)) throw new StateTokenError('state expired');
    if (claims.sub !== expect.sub || claims.tool !== expect.tool) throw new StateTokenError('state not for this call');
    return claims;
  }
}

module.exports = { StateToken, StateTokenError };
