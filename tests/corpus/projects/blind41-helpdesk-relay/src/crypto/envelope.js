'use strict';

const { createHash, createHmac, timingSafeEqual } = require('node:crypto');
const { stateMacKey } = require('./keys');

/**
 * Request-state envelope:  e1.<base64url(claims)>.<base64url(hmac)>
 *
 * claims = { p: payload, sub: user, tool, ad: digest of the call's arguments, exp: ms }
 * Signed, not encrypted: the client can read the payload, so it never holds secrets.
 */

const VERSION = 'e1';
const TTL_MS = 8 * 60 * 1000;

/** JSON with sorted keys, so { a, b } and { b, a } digest the same. */
function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).filter((k) => value[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value === undefined ? null : value);
}

function argsDigest(args) {
  return createHash('sha256').update(canonicalJson(args ?? {})).digest('base64url');
}

function macOf(body) {
  return createHmac('sha256', stateMacKey).update(`${VERSION}.${body}`).digest('base64url');
}

function sealEnvelope(payload, { userId, tool, args }) {
  if (!userId || !tool) throw new Error('sealEnvelope needs a userId and a tool');
  const claims = { p: payload, sub: userId, tool, ad: argsDigest(args), exp: Date.now() + TTL_MS };
  const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${VERSION}.${body}.${macOf(body)}`;
}

const refuse = (reason) => ({ ok: false, reason });

/** Never throws on a bad token: { ok: true, state } or { ok: false, reason }. */
function openEnvelope(token, { userId, tool, args }) {
  if (typeof token !== 'string' || token.length > 16_384) return refuse('malformed');
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION) return refuse('malformed');
  const [, body, mac] = parts;

  // Compare the MAC's text, not its decoded bytes: base64url has spare bits in the last
  // character, and a decoded comparison would accept a changed one.
  const expected = Buffer.from(macOf(body), 'utf8');
  const received = Buffer.from(mac, 'utf8');
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return refuse('signature');

  let claims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return refuse('malformed');
  }
  if (typeof claims.exp !== 'number' || claims.exp <= Date.now()) return refuse('expired');
  if (claims.sub !== userId) return refuse('user');
  if (claims.tool !== tool) return refuse('tool');
  if (claims.ad !== argsDigest(args)) return refuse('args');
  return { ok: true, state: claims.p };
}

module.exports = { sealEnvelope, openEnvelope, argsDigest };
