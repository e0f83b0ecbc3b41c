'use strict';

var crypto = require('crypto');
var util = require('util');

var HANDLE_RE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Actions waiting for a person's yes. The client only ever holds a random handle;
 * who asked, for which tool, with which arguments and until when stays in Redis.
 *
 * @constructor
 * @param {import('redis').RedisClient} client
 * @param {{ ttlMs: number }} opts
 */
function PendingActions(client, opts) {
  this.client = client;
  this.ttlMs = opts.ttlMs;
  this._set = util.promisify(client.set).bind(client);
}

/**
 * @param {{ userId: string, tool: string, args: object }} record
 * @returns {Promise<string>} the handle to hand out as requestState
 */
PendingActions.prototype.create = function (record) {
  var handle = crypto.randomBytes(32).toString('base64url');
  var value = JSON.stringify({
    userId: record.userId,
    tool: record.tool,
    args: record.args,
    expiresAt: Date.now() + this.ttlMs
  });
  return this._set('pending:' + handle, value, 'PX', this.ttlMs, 'NX').then(function () {
    return handle;
  });
};

/**
 * Reads and deletes the record in one MULTI, so a handle confirms at most once.
 * @param {string} handle
 * @returns {Promise<object|null>}
 */
PendingActions.prototype.take = function (handle) {
  var client = this.client;
  if (typeof handle !== 'string' || !HANDLE_RE.test(handle)) return Promise.resolve(null);
  return new Promise(function (resolve, reject) {
    client
      .multi()
      .get('pending:' + handle)
      .del('pending:' + handle)
      .exec(function (err, replies) {
        if (err) return reject(err);
        resolve(replies && replies[0] ? JSON.parse(replies[0]) : null);
      });
  });
};

module.exports = PendingActions;
