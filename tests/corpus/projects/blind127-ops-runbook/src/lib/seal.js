// Seals and opens HMAC-tagged round-trip payloads bound to operator and tool.
'use strict';

const crypto = require('node:crypto');

const STATE_KEY = process.env.RUNBOOK_STATE_KEY || 'runbook-local-dev-state-key';
const STATE_TTL_MS = 10 * 60 * 1000;

function mac(body) {
  return crypto.createHmac('sha256', STATE_KEY).update(body).digest('hex'); // expect: no-weak-state-key
}

/** Seal a small payload for a round trip through the client. */
function seal(payload, operator, tool) {
  const claims = { ...payload, op: operator, tool, exp: Date.now() + STATE_TTL_MS };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(body)}`;
}

/** Returns the payload, or null when the token is forged, stale or someone else's. */
function open(token, operator, tool) {
  if (typeof token !== 'string') return null;
  const dot = token.lastIndexOf('.');
  if (dot < 1) return null;
  const body = token.slice(0, dot);
  const sig = token.slice(dot + 1);
  if (sig !== mac(body)) return null; // expect: no-timing-unsafe-compare
  let claims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (claims.op !== operator || claims.tool !== tool) return null;
  if (typeof claims.exp !== 'number' || claims.exp <= Date.now()) return null;
  return claims;
}

module.exports = { seal, open };
