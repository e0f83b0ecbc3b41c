// In-memory inventory database for bins and stock moves, emitting change events.
'use strict';

var EventEmitter = require('events').EventEmitter;
var util = require('util');

/**
 * In-memory stand-in for the WMS tables; the real deployment swaps in the
 * Postgres adapter with the same callback API.
 */
function InventoryDb(seed) {
  EventEmitter.call(this);
  this.bins = seed && seed.bins ? seed.bins : {};
}
util.inherits(InventoryDb, EventEmitter);

InventoryDb.prototype.getBin = function (binId, cb) {
  var bin = this.bins[binId];
  setImmediate(cb, null, bin ? { id: binId, site: bin.site, stock: Object.assign({}, bin.stock) } : null);
};

InventoryDb.prototype.move = function (sku, fromBin, toBin, qty, actor, cb) {
  var a = this.bins[fromBin];
  var b = this.bins[toBin];
  if (!a || !b) return setImmediate(cb, new Error('unknown bin'));
  if ((a.stock[sku] || 0) < qty) return setImmediate(cb, new Error('not enough stock in ' + fromBin));
  a.stock[sku] -= qty;
  b.stock[sku] = (b.stock[sku] || 0) + qty;
  this.emit('change', { kind: 'move', sku: sku, from: fromBin, to: toBin, qty: qty, actor: actor });
  setImmediate(cb, null, { from: a.stock[sku], to: b.stock[sku] });
};

InventoryDb.prototype.deleteBin = function (binId, actor, cb) {
  if (!this.bins[binId]) return setImmediate(cb, new Error('unknown bin'));
  delete this.bins[binId];
  this.emit('change', { kind: 'delete-bin', bin: binId, actor: actor });
  setImmediate(cb, null, true);
};

InventoryDb.prototype.getBinAsync = util.promisify(InventoryDb.prototype.getBin);
InventoryDb.prototype.moveAsync = util.promisify(InventoryDb.prototype.move);
InventoryDb.prototype.deleteBinAsync = util.promisify(InventoryDb.prototype.deleteBin);

module.exports = InventoryDb;
