// EventEmitter-based store of pending tool requests keyed by random handles with expiry.
'use strict';

var crypto = require('crypto');
var EventEmitter = require('events').EventEmitter;
var util = require('util');

var DEFAULT_TTL_MS = 5 * 60 * 1000;
var HANDLE_RE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Round-trip state never leaves this process: the client only ever sees an
 * opaque 256-bit random handle. Records are single use and expire.
 */
function PendingStore(opts) {
  EventEmitter.call(this);
  opts = opts || {};
  this.ttlMs = opts.ttlMs || DEFAULT_TTL_MS;
  this.now = opts.now || Date.now;
  this._records = new Map();
  var self = this;
  this._sweeper = setInterval(function () { self.sweep(); }, 30000);
  this._sweeper.unref();
}
util.inherits(PendingStore, EventEmitter);

PendingStore.prototype.create = function (record, cb) {
  var self = this;
  crypto.randomBytes(32, function (err, buf) {
    if (err) return cb(err);
    var handle = buf.toString('base64url');
    self._records.set(handle, { data: record, expiresAt: self.now() + self.ttlMs });
    self.emit('created', handle);
    cb(null, handle);
  });
};

PendingStore.prototype.take = function (handle, cb) {
  var self = this;
  setImmediate(function () {
    if (typeof handle !== 'string' || !HANDLE_RE.test(handle)) return cb(null, null);
    var entry = self._records.get(handle);
    if (!entry) return cb(null, null);
    self._records.delete(handle);
    if (entry.expiresAt <= self.now()) {
      self.emit('expired', handle);
      return cb(null, null);
    }
    cb(null, entry.data);
  });
};

PendingStore.prototype.sweep = function () {
  var now = this.now();
  var self = this;
  this._records.forEach(function (entry, handle) {
    if (entry.expiresAt <= now) {
      self._records.delete(handle);
      self.emit('expired', handle);
    }
  });
};

PendingStore.prototype.createAsync = util.promisify(PendingStore.prototype.create);
PendingStore.prototype.takeAsync = util.promisify(PendingStore.prototype.take);

module.exports = PendingStore;
