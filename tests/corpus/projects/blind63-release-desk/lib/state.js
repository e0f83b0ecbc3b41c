'use strict';
const { createRequestStateCodec } = require('@modelcontextprotocol/server');

function loadKey() {
  const raw = process.env.RELEASE_DESK_STATE_KEY;
  if (!raw) throw new Error('RELEASE_DESK_STATE_KEY is not set (openssl rand -base64 32)');
  const key = Buffer.from(raw, 'base64');
  if (key.length < 32) throw new Error('RELEASE_DESK_STATE_KEY must decode to at least 32 bytes');
  return key;
}

function principal(ctx) {
  const userId = ctx.http && ctx.http.authInfo && ctx.http.authInfo.extra && ctx.http.authInfo.extra.userId;
  if (!userId) throw new Error('request state requires an authenticated user');
  return String(userId);
}

// One codec for the whole server; every payload carries its tool, which each handler compares.
const codec = createRequestStateCodec({
  key: loadKey(),
  ttlSeconds: 300,
  bind: (ctx) => principal(ctx),
});

module.exports = { codec, principal };
