// src/pending.js — server-side store for tool work paused between rounds; the client only ever sees a random handle
'use strict';

var crypto = require('crypto');
var util = require('util');
var store = require('./store');
var config = require('./config');

var HANDLE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function PendingStore(prefix) {
  this.prefix = prefix;
  this.putAsync = util.promisify(this.put.bind(this));
  this.takeAsync = util.promisify(this.take.bind(this));
}

PendingStore.prototype.put = function (record, cb) {
  var handle = crypto.randomBytes(32).toString('base64url');
  var value = JSON.stringify(Object.assign({}, record, { createdAt: Date.now() }));
  store.client.set(this.prefix + handle, value, 'EX', config.pendingTtlSeconds, 'NX', function (err, reply) {
    if (err) return cb(err);
    if (reply !== 'OK') return cb(new Error('Could not reserve a pending handle'));
    cb(null, handle);
  });
};

PendingStore.prototype.take = function (handle, cb) {
  if (typeof handle !== 'string' || !HANDLE_PATTERN.test(handle)) {
    return process.nextTick(cb, null, null);
  }
  var key = this.prefix + handle;
  store.client.multi().get(key).del(key).exec(function (err, replies) {
    if (err) return cb(err);
    if (!replies || !replies[0]) return cb(null, null);
    var record;
    try {
      record = JSON.parse(replies[0]);
    } catch (e) {
      return cb(null, null);
    }
    cb(null, record);
  });
};

module.exports = function createPendingStore(prefix) {
  return new PendingStore(prefix || 'wms:mcp:pending:');
};
