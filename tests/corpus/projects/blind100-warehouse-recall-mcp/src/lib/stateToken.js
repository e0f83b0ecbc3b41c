// Seals and opens requestState tokens for the recall tools (HMAC-SHA256, versioned format).
'use strict';

const crypto = require('node:crypto');
const { config } = require('../config');

const CURRENT = 'v1';
const LEGACY = 'v0';
const TTL_MS = 10 * 60 * 1000;

/**
 * @typedef {{ sub: string, tool?: string, args?: string }} StateBinding
 */

function mac(body) {
  return crypto.createHmac('sha256', config.stateKey).update(body).digest();
}

/**
 * @template T
 * @param {T} body
 * @param {StateBinding} binding
 * @returns {string}
 */
function seal(body, binding) {
  const encoded = Buffer.from(
    JSON.stringify({ body, bind: binding, exp: Date.now() + TTL_MS }),
    'utf8',
  ).toString('base64url');
  return `${CURRENT}.${encoded}.${mac(encoded).toString('base64url')}`;
}

/**
 * @param {unknown} token
 * @param {StateBinding} context
 * @returns {any | null}
 */
function open(token, context) {
  if (typeof token !== 'string' || token.length > 16384) {
    return null;
  }
  const [version, encoded, signature] = token.split('.');
  if (version === LEGACY && encoded) {
    return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')); // expect: require-sealed-state
  }
  if (version !== CURRENT || !encoded || !signature) {
    return null;
  }
  const presented = Buffer.from(signature, 'base64url');
  if (!presented.equals(mac(encoded))) { // expect: no-timing-unsafe-compare
    return null;
  }
  let envelope;
  try {
    envelope = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof envelope.exp !== 'number' || envelope.exp <= Date.now()) {
    return null;
  }
  for (const [field, value] of Object.entries(envelope.bind || {})) {
    if (context[field] !== value) {
      return null;
    }
  }
  return envelope.body;
}

module.exports = { seal, open, TTL_MS };
