'use strict';

const { createHmac } = require('node:crypto');
const { signingKey, verifyingKey } = require('./keyring');
const { argsDigest, constantTimeEquals } = require('./compare');
const { checkClaims } = require('./claims');

// v3.<kid>.<body>.<mac>, body = base64url(JSON { sub, tool, args, exp, data }), exp in ms
const VERSION = 'v3';
const TTL_MS = 10 * 60 * 1000;

const tag = (secret, signed) => createHmac('sha256', secret).update(signed).digest('base64url');

function sealV3(data, binding) {
  const key = signingKey();
  const body = Buffer.from(
    JSON.stringify({
      sub: binding.userId,
      tool: binding.tool,
      args: binding.args === undefined ? null : argsDigest(binding.args),
      exp: Date.now() + TTL_MS,
      data,
    }),
    'utf8',
  ).toString('base64url');
  const signed = `${VERSION}.${key.id}.${body}`;
  return `${signed}.${tag(key.secret, signed)}`;
}

function openV3(token, binding) {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return { ok: false, reason: 'malformed' };
  const [, kid, body, mac] = parts;
  const key = verifyingKey(kid);
  if (!key) return { ok: false, reason: 'key' };
  if (!constantTimeEquals(mac, tag(key.secret, `${VERSION}.${kid}.${body}`))) return { ok: false, reason: 'signature' };
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  return checkClaims(claims, binding);
}

module.exports = { sealV3, openV3 };
