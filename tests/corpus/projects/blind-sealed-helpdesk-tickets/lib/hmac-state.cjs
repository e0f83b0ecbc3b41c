// Models the HMAC-SHA256 sealer used for ticket-closing confirmations.
'use strict';
const crypto = require('node:crypto');

const TTL_MS = 5 * 60 * 1000;
const KEY = Buffer.from(process.env.TICKET_STATE_KEY || '', 'base64');
if (KEY.length < 32) throw new Error('TICKET_STATE_KEY must be at least 32 bytes');

function mac(body) {
  return crypto.createHmac('sha256', KEY).update(body).digest('base64url');
}

function seal(payload, userId, tool, argsDigest) {
  const body = Buffer.from(
    JSON.stringify({ ...payload, userId, tool, argsDigest, exp: Date.now() + TTL_MS }),
  ).toString('base64url');
  return `${body}.${mac(body)}`;
}

function open(token, userId, tool, argsDigest) {
  if (typeof token !== 'string') return null;
  const dot = token.indexOf('.');
  if (dot < 1) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(body));
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (state.userId !== userId || state.tool !== tool || state.argsDigest !== argsDigest) return null;
  if (typeof state.exp !== 'number' || state.exp < Date.now()) return null;
  return state;
}

function digestArgs(args) {
  return crypto.createHash('sha256').update(JSON.stringify(args ?? {})).digest('hex');
}

module.exports = { seal, open, digestArgs };
