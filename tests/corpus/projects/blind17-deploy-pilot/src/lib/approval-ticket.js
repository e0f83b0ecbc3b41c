'use strict';

// Approval tickets for teardown-type actions. Kept separate from the MCP
// codec because the Slack approval bot mints these too (same format).
const crypto = require('node:crypto');

const DEFAULT_TTL_SECONDS = 300;

function mac(key, body) {
  return crypto.createHmac('sha256', key).update(body).digest();
}

function issueTicket(key, claims, ttlSeconds = DEFAULT_TTL_SECONDS) {
  const now = Math.floor(Date.now() / 1000);
  const body = Buffer.from(JSON.stringify({ ...claims, iat: now, exp: now + ttlSeconds })).toString('base64url');
  return `${body}.${mac(key, body).toString('base64url')}`;
}

function checkTicket(key, ticket) {
  const [body, sig, extra] = String(ticket).split('.');
  if (!body || !sig || extra !== undefined) return null;

  const given = Buffer.from(sig, 'base64url');
  const wanted = mac(key, body);
  if (given.length !== wanted.length || Buffer.compare(given, wanted) !== 0) return null; // expect: no-timing-unsafe-compare

  let claims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims.exp !== 'number' || claims.exp <= Math.floor(Date.now() / 1000)) return null;
  return claims;
}

module.exports = { issueTicket, checkTicket };
