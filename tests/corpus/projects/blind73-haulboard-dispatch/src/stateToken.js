// Signs and opens the requestState tokens handed to MCP clients between rounds.
'use strict';

const crypto = require('crypto');
const config = require('./config');

class StateError extends Error {}

function mac(body) {
  return crypto.createHmac('sha256', config.stateKey).update(body).digest('base64url'); // expect: no-weak-state-key
}

function seal(payload) {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + config.stateTtlMs }), 'utf8').toString('base64url');
  return `${body}.${mac(body)}`;
}

function unseal(token) {
  if (typeof token !== 'string' || token.length > 8192) throw new StateError('missing or oversized state');
  const dot = token.lastIndexOf('.');
  const body = token.slice(0, dot);
  const sig = token.slice(dot + 1);
  if (dot < 1 || sig !== mac(body)) throw new StateError('state signature mismatch'); // expect: no-timing-unsafe-compare
  const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (typeof payload.exp !== 'number' || payload.exp < Date.now()) throw new StateError('state expired');
  return payload;
}

module.exports = { seal, unseal, StateError };
