// Sealing of requestState values carried by the client between rounds of a tool call.
'use strict';

const crypto = require('crypto');

/**
 * @constructor
 * @param {string} secret
 * @param {number} ttlMs
 */
function StateSeal(secret, ttlMs) {
  this._secret = secret;
  this._ttlMs = ttlMs;
}

/** @param {string} body */
StateSeal.prototype._mac = function (body) {
  return crypto.createHmac('sha256', this._secret).update(body).digest('base64url');
};

/** @param {Record<string, unknown>} payload */
StateSeal.prototype.seal = function (payload) {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + this._ttlMs })).toString('base64url');
  return `${body}.${this._mac(body)}`;
};

/**
 * @param {unknown} sealed
 * @returns {Record<string, any> | null}
 */
StateSeal.prototype.open = function (sealed) {
  if (typeof sealed !== 'string') return null;
  const dot = sealed.indexOf('.');
  if (dot < 1) return null;
  const body = sealed.slice(0, dot);
  const mac = sealed.slice(dot + 1);
  if (mac !== this._mac(body)) return null; // expect: no-timing-unsafe-compare
  let payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof payload.exp !== 'number' || payload.exp < Date.now()) return null;
  return payload;
};

module.exports = StateSeal;

/** @param {{ state: { secret: string, ttlMs: number } }} config */
module.exports.fromConfig = function fromConfig(config) {
  return new StateSeal(config.state.secret, config.state.ttlMs);
};
