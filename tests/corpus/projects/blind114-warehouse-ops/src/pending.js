// In-memory store of pending tool calls keyed by random handles, with TTL and size limit.
'use strict';

var crypto = require('crypto');

var TTL_MS = 5 * 60 * 1000;
var MAX_PENDING = 10000;

/**
 * Server-side store for half-finished tool calls. The client only ever sees
 * the handle: 32 random bytes, no meaning of its own. Everything that matters
 * (who asked, for which tool, with which arguments) stays here.
 */
function PendingStore(now) {
  this.now = now || Date.now;
  this.records = new Map();
}

PendingStore.prototype.put = function (record) {
  this.sweep();
  if (this.records.size >= MAX_PENDING) {
    throw new Error('too many pending confirmations');
  }
  var handle = crypto.randomBytes(32).toString('base64url');
  this.records.set(handle, Object.assign({}, record, { expiresAt: this.now() + TTL_MS }));
  return handle;
};

/** Single use: the record is removed whether or not the caller accepts it. */
PendingStore.prototype.take = function (handle) {
  if (typeof handle !== 'string') return null;
  var rec = this.records.get(handle);
  if (!rec) return null;
  this.records.delete(handle);
  if (rec.expiresAt <= this.now()) return null;
  return rec;
};

PendingStore.prototype.sweep = function () {
  var t = this.now();
  this.records.forEach(function (rec, handle, map) {
    if (rec.expiresAt <= t) map.delete(handle);
  });
};

module.exports = new PendingStore();
module.exports.PendingStore = PendingStore;
