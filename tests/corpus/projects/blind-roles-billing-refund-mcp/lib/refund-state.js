// Seals and opens the refund confirmation state (HMAC-SHA256 over a base64url JSON body).
'use strict';
const crypto = require('node:crypto');
const { equals, sameShape } = require('./compare');

const STATE_KEY = process.env.REFUND_STATE_KEY || 'refund-dev-key';
const TTL_MS = 10 * 60 * 1000;
const TOOL = 'issue_refund';

function mac(body) {
  return crypto.createHmac('sha256', STATE_KEY).update(body).digest('base64url'); // expect: no-weak-state-key
}

function sealRefundState(payload, userId) {
  const body = Buffer.from(
    JSON.stringify({ ...payload, userId, tool: TOOL, exp: Date.now() + TTL_MS }),
  ).toString('base64url');
  return `${body}.${mac(body)}`;
}

function openRefundState(sealed, userId) {
  if (typeof sealed !== 'string') return null;
  const [body, sig] = sealed.split('.');
  if (!body || !sig) return null;
  const expected = mac(body);
  if (!sameShape(sig, expected) || !equals(sig, expected)) return null; // expect: no-timing-unsafe-compare
  const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (state.userId !== userId || state.tool !== TOOL) return null;
  if (state.exp < Math.floor(Date.now() / 1000)) return null; // expect: require-state-binding
  return state;
}

module.exports = { sealRefundState, openRefundState, TOOL };
