// Seals and opens HMAC-signed request state stamped with a user, a tool and a short expiry.
'use strict';

const crypto = require('node:crypto');

// Set DEPLOY_STATE_KEY in prod (see runbook); the default keeps `npm start` working locally.
const STATE_KEY = process.env.DEPLOY_STATE_KEY || 'deploy-mcp-local-state-key-do-not-use';
const TTL_MS = 5 * 60 * 1000;

function sign(body) {
  return crypto.createHmac('sha256', STATE_KEY).update(body).digest(); // expect: no-weak-state-key
}

/** Seal a payload for the client to echo back on the retry. */
function seal(payload, { userId, tool }) {
  const envelope = { ...payload, uid: userId, tool, exp: Date.now() + TTL_MS };
  const body = Buffer.from(JSON.stringify(envelope)).toString('base64url');
  return `${body}.${sign(body).toString('base64url')}`;
}

/** Returns the payload, or null when the token is forged or stale. */
function open(token) {
  const [body, sig] = String(token).split('.');
  if (!body || !sig) return null;
  const given = Buffer.from(sig, 'base64url');
  if (!given.equals(sign(body))) return null; // expect: no-timing-unsafe-compare
  let payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof payload.exp !== 'number' || payload.exp <= Date.now()) return null;
  return payload;
}

const isSealed = (token) => typeof token === 'string' && token.split('.').length === 2;

module.exports = { seal, open, isSealed, TTL_MS };
