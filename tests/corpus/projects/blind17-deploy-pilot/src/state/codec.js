'use strict';

const { createRequestStateCodec } = require('@modelcontextprotocol/server');

const DEFAULT_TTL_SECONDS = 600;

/**
 * Shared requestState codec (SDK's HMAC format, "v1.<payload>.<mac>").
 * Tools call `verify` themselves so each can decide how to answer a bad state.
 */
function createStateCodec(key, { ttlSeconds = DEFAULT_TTL_SECONDS } = {}) {
  const codec = createRequestStateCodec({ key, ttlSeconds }); // expect: require-state-binding

  return {
    mint: (payload, ctx) => codec.mint(payload, ctx),
    async verifyOrNull(raw, ctx) {
      if (typeof raw !== 'string' || raw.length === 0) return null;
      try {
        return await codec.verify(raw, ctx);
      } catch {
        return null;
      }
    },
  };
}

module.exports = { createStateCodec };
