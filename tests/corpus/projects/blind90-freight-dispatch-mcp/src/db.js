// Postgres access layer for shipments, depot staff, pickups and tracking events.
'use strict';

var util = require('util');
var pg = require('pg');

function Db(connectionString) {
  this.pool = new pg.Pool({ connectionString: connectionString, max: 8 });
  this.pool.on('error', function (err) {
    console.error('[db] idle client error:', err.message);
  });
  this.query = util.promisify(this._query).bind(this);
}

Db.prototype._query = function (text, params, callback) {
  this.pool.query(text, params, function (err, res) {
    if (err) return callback(err);
    callback(null, res.rows);
  });
};

Db.prototype.findShipment = function (shipmentId) {
  return this.query(
    'SELECT id, reference, depot_id, status, carrier_code, carrier_ref, weight_kg, ' +
      'origin_postcode, destination_postcode FROM shipments WHERE id = $1',
    [shipmentId]
  ).then(function (rows) {
    return rows[0] || null;
  });
};

Db.prototype.userDepots = function (userId) {
  return this.query('SELECT depot_id FROM depot_staff WHERE user_id = $1 AND active', [userId])
    .then(function (rows) {
      return rows.map(function (row) { return row.depot_id; });
    });
};

Db.prototype.ownedShipment = function (shipmentId, userId) {
  return Promise.all([this.findShipment(shipmentId), this.userDepots(userId)]).then(function (results) {
    var shipment = results[0];
    if (!shipment || results[1].indexOf(shipment.depot_id) === -1) return null;
    return shipment;
  });
};

Db.prototype.recordPickup = function (shipmentId, windowId, bookingRef, userId) {
  return this.query(
    'INSERT INTO pickups (shipment_id, window_id, booking_ref, booked_by, booked_at) VALUES ($1, $2, $3, $4, now())',
    [shipmentId, windowId, bookingRef, userId]
  ).then(function () {
    return this.query("UPDATE shipments SET status = 'awaiting_pickup', updated_at = now() WHERE id = $1", [shipmentId]);
  }.bind(this));
};

Db.prototype.markCancelled = function (shipmentId, userId, reason) {
  return this.query(
    "UPDATE shipments SET status = 'cancelled', cancelled_by = $2, cancel_reason = $3, updated_at = now() " +
      "WHERE id = $1 AND status IN ('booked', 'awaiting_pickup') RETURNING id",
    [shipmentId, userId, reason]
  ).then(function (rows) {
    return rows.length === 1;
  });
};

module.exports = Db;
