'use strict';

const { createHmac } = require('node:crypto');
const { legacySecret } = require('./keyring');
const { argsDigest, constantTimeEquals } = require('./compare');
const { checkClaims } = require('./claims');

// The format of room-booking 1.x: "v2." + body + "." + mac, one key, no key id, expiry in
// seconds. Still minted when ROOMS_STATE_FORMAT=v2 (the rollback switch for the 2.x rollout).
const PREFIX = 'v2.';
const TTL_SECONDS = 600;

const tagV2 = (secret, body) => createHmac('sha256', secret).update(PREFIX + body).digest('base64url');

function sealV2(data, binding) {
  const secret = legacySecret();
  if (!secret) throw new Error('ROOMS_STATE_FORMAT=v2 needs ROOMS_LEGACY_STATE_SECRET');
  const body = Buffer.from(
    JSON.stringify({
      u: binding.userId,
      t: binding.tool,
      a: binding.args === undefined ? null : argsDigest(binding.args),
      e: Math.floor(Date.now() / 1000) + TTL_SECONDS,
      d: data,
    }),
    'utf8',
  ).toString('base64url');
  return `${PREFIX}${body}.${tagV2(secret, body)}`;
}

function openV2(token, binding) {
  const secret = legacySecret();
  if (!secret) return { ok: false, reason: 'key' };
  if (!token.startsWith(PREFIX)) return { ok: false, reason: 'malformed' };

  const rest = token.slice(PREFIX.length);
  const dot = rest.lastIndexOf('.');
  if (dot < 1) return { ok: false, reason: 'malformed' };
  const body = rest.slice(0, dot);
  const mac = rest.slice(dot + 1);
  if (!constantTimeEquals(mac, tagV2(secret, body))) return { ok: false, reason: 'signature' };

  const old = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  // v2 wrote its expiry in seconds; checkClaims works in milliseconds
  return checkClaims({ sub: old.u, tool: old.t, args: old.a, exp: old.e * 1000, data: old.d }, binding);
}

module.exports = { sealV2, openV2 };
