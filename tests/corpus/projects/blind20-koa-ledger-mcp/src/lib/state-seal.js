'use strict';

const crypto = require('node:crypto');
const keys = require('../config/keys');
const { TTL_MS } = require('./clock');

/**
 * @param {Buffer} secret
 * @param {string} body
 */
const mac = (secret, body) => crypto.createHmac('sha256', secret).update(body).digest('base64url');

/**
 * Seals claims as `<kid>.<base64url json>.<hmac>`; every state carries an expiry.
 * @param {Record<string, unknown>} claims
 * @returns {string}
 */
function seal(claims) {
  const body = Buffer.from(JSON.stringify({ ...claims, exp: Date.now() + TTL_MS })).toString('base64url');
  return `${keys.current.id}.${body}.${mac(keys.current.secret, body)}`;
}

/**
 * Opens a sealed state with whichever key it names. Returns null when the seal is wrong.
 * @param {unknown} token
 * @returns {Record<string, any> | null}
 */
function open(token) {
  if (typeof token !== 'string') return null;
  const [kid, body, sig] = token.split('.');
  if (!kid || !body || !sig) return null;
  const key = keys.verifying.find((k) => k.id === kid);
  if (!key) return null;
  if (mac(key.secret, body) !== sig) return null; // expect: no-weak-state-key, no-timing-unsafe-compare
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

module.exports = { seal, open };
