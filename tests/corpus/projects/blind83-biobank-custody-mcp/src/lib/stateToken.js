// Seals and opens the requestState strings that carry custody workflows from one round to the next.
const crypto = require('node:crypto');
const { stateKey } = require('./keys');
const { openLegacy } = require('./legacyState');

const TTL_MS = 10 * 60 * 1000;

function mac(body) {
  return crypto.createHmac('sha256', stateKey).update(body).digest('base64url'); // expect: no-weak-state-key
}

function sealState(claims) {
  const body = Buffer.from(JSON.stringify({ ...claims, exp: Date.now() + TTL_MS }), 'utf8').toString('base64url');
  return `${body}.${mac(body)}`;
}

function openState(token, required) {
  if (typeof token !== 'string' || token.length === 0 || token.length > 8192) return null;
  const [body, tag] = token.split('.');
  if (!tag) return openLegacy(body, required); // expect: require-sealed-state
  if (mac(body) !== tag) return null; // expect: no-timing-unsafe-compare

  let claims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims.exp !== 'number' || claims.exp <= Date.now()) return null;
  for (const [field, value] of Object.entries(required)) {
    if (claims[field] !== value) return null;
  }
  return claims;
}

module.exports = { sealState, openState, TTL_MS };
