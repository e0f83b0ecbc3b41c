// Seals and opens HMAC-signed state tokens bound to user and tool with a 5-minute expiry.
'use strict';

const { createHmac, timingSafeEqual } = require('node:crypto');
const { stateKey } = require('./config');

const TTL_MS = 5 * 60 * 1000;

const tag = (body) => createHmac('sha256', stateKey).update(body).digest('base64url');

/** Signs a small payload for the next round, bound to user + tool, 5 minutes. */
function seal(payload, { userId, tool }) {
  const claims = { p: payload, uid: userId, tool, exp: Date.now() + TTL_MS };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${tag(body)}`;
}

/** Returns the payload, or null when the token is forged, stale, or for someone else. */
function open(token, { userId, tool }) {
  if (typeof token !== 'string') return null;
  const dot = token.indexOf('.');
  if (dot < 1) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const wanted = Buffer.from(tag(body));
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;

  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (claims.uid !== userId || claims.tool !== tool) return null;
  if (!(typeof claims.exp === 'number' && claims.exp > Date.now())) return null;
  return claims.p;
}

module.exports = { seal, open };
