'use strict';

var crypto = require('crypto');
var _ = require('lodash');

/**
 * Seals the bits of context an escalation needs between two rounds, so the
 * server can stay stateless behind the load balancer.
 *
 * @constructor
 * @param {{ key: string, ttlMs?: number }} opts
 */
function StateStore(opts) {
  if (!(this instanceof StateStore)) return new StateStore(opts);
  this.key = opts.key;
  this.ttlMs = opts.ttlMs || 10 * 60 * 1000;
}

/** @private */
StateStore.prototype._mac = function (body) {
  return crypto.createHmac('sha256', this.key).update(body).digest('base64');
};

/**
 * @param {object} data
 * @param {{ userId: string, tool: string }} binding
 * @returns {string}
 */
StateStore.prototype.seal = function (data, binding) {
  var payload = _.assign({}, data, {
    uid: binding.userId,
    tool: binding.tool,
    exp: Date.now() + this.ttlMs
  });
  var body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');
  return body + '.' + this._mac(body);
};

/**
 * @param {string} token
 * @param {{ userId: string, tool: string }} binding
 * @returns {object|null} the sealed data, or null when the token is not one of ours
 */
StateStore.prototype.open = function (token, binding) {
  if (typeof token !== 'string') return null;
  var dot = token.lastIndexOf('.');
  if (dot < 1) return null;

  var body = token.slice(0, dot);
  var mac = token.slice(dot + 1);
  if (mac !== this._mac(body)) return null; // expect: no-timing-unsafe-compare

  var payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64').toString('utf8'));
  } catch (e) {
    return null;
  }
  if (payload.uid !== binding.userId || payload.tool !== binding.tool) return null;
  if (!(payload.exp > Date.now())) return null;
  return _.omit(payload, ['uid', 'tool', 'exp']);
};

module.exports = StateStore;
