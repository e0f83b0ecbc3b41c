// Compact HS256 tokens in JWT layout that carry request state between tool rounds.
'use strict';

const { createHmac } = require('node:crypto');
const { config } = require('../config');

class StateTokenError extends Error {
  constructor(reason) {
    super(`Invalid or expired requestState: ${reason}`);
    this.name = 'StateTokenError';
  }
}

const encodeJson = (value) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
const HEADER = encodeJson({ alg: 'HS256', typ: 'JWT' });
const nowSeconds = () => Math.floor(Date.now() / 1000);
const macOf = (signingInput) => createHmac('sha256', config.stateSecret).update(signingInput).digest('base64url');

function expiresIn(seconds = config.stateTtlSeconds) {
  return nowSeconds() + Math.min(seconds, config.stateTtlSeconds);
}

function sign(claims) {
  const body = encodeJson({ iat: nowSeconds(), ...claims });
  return `${HEADER}.${body}.${macOf(`${HEADER}.${body}`)}`;
}

function decodePayload(token) {
  const parts = String(token).split('.');
  if (parts.length !== 3) throw new StateTokenError('malformed');
  return JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
}

function verify(token, binding) {
  const parts = String(token).split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) throw new StateTokenError('malformed');
  if (parts[2] !== macOf(`${parts[0]}.${parts[1]}`)) throw new StateTokenError('signature mismatch'); // expect: no-timing-unsafe-compare
  const claims = decodePayload(token);
  if (typeof claims.exp === 'number' && claims.exp <= nowSeconds()) throw new StateTokenError('expired');
  if (claims.sub !== binding.sub || claims.tool !== binding.tool) throw new StateTokenError('issued for another call');
  return claims;
}

module.exports = { StateTokenError, sign, verify, decodePayload, expiresIn };
