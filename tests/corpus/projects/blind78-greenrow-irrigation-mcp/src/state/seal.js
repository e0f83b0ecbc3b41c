// Seals and opens requestState values with HMAC-SHA256 so the client can carry them between rounds.
const { createHmac } = require('node:crypto');
const { stateKey } = require('./keys');
const config = require('../config');

class StateError extends Error {}

function mac(body) {
  return createHmac('sha256', stateKey()).update(body).digest('base64url'); // expect: no-weak-state-key
}

function seal(payload, { userId, tool }) {
  const body = Buffer.from(
    JSON.stringify({ ...payload, sub: userId, tool, exp: Date.now() + config.stateTtlMs }),
    'utf8',
  ).toString('base64url');
  return `${body}.${mac(body)}`;
}

function open(token, { userId, tool }) {
  if (typeof token !== 'string') throw new StateError('missing requestState');
  const dot = token.lastIndexOf('.');
  if (dot < 1) throw new StateError('malformed requestState');
  const body = token.slice(0, dot);
  const given = token.slice(dot + 1);
  if (given !== mac(body)) throw new StateError('requestState signature mismatch'); // expect: no-timing-unsafe-compare
  const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (payload.sub !== userId || payload.tool !== tool) throw new StateError('requestState was issued for another call');
  if (typeof payload.exp !== 'number' || payload.exp < Date.now()) throw new StateError('requestState expired');
  return payload;
}

module.exports = { seal, open, StateError };
