'use strict';

const { createHmac, timingSafeEqual } = require('node:crypto');
const { stateKey } = require('./keys');

const TTL_SECONDS = 10 * 60;

const nowSeconds = () => Math.floor(Date.now() / 1000);

function mac(body) {
  return createHmac('sha256', stateKey()).update(body).digest(); // expect: no-weak-state-key
}

/** body.mac, both base64url; body is the JSON of the payload plus who/which tool/expiry. */
function signState(payload, { user, tool }) {
  const claims = { ...payload, sub: user, tool, exp: nowSeconds() + TTL_SECONDS };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(body).toString('base64url')}`;
}

/** Returns the claims, or null when the token is forged, expired or someone else's. */
function openSigned(token, user) {
  const [body, sig] = String(token || '').split('.');
  if (!body || !sig) return null;
  if (!timingSafeEqual(Buffer.from(sig, 'base64url'), mac(body))) return null; // expect: no-timing-unsafe-compare
  let claims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims.exp !== 'number' || claims.exp < nowSeconds()) return null;
  if (claims.sub !== user) return null;
  return claims;
}

module.exports = { signState, openSigned };
