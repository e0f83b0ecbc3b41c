// src/db.js — MySQL queries for orders, shipments, pick waves and API tokens
'use strict';

var util = require('util');
var mysql = require('mysql2');
var config = require('./config');

var pool = mysql.createPool(config.mysql);
var query = util.promisify(pool.query).bind(pool);

exports.tokenByHash = function (hash) {
  return query(
    'SELECT t.id, t.user_id, t.client_name, t.scopes, t.expires_at, u.warehouse_id FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_sha256 = ? AND t.revoked_at IS NULL',
    [hash]
  ).then(function (rows) { return rows[0] || null; });
};

exports.ordersPage = function (warehouseId, afterId, limit) {
  return query(
    'SELECT id, customer_name, status, line_count, promised_at FROM orders WHERE warehouse_id = ? AND id > ? ORDER BY id LIMIT ?',
    [warehouseId, afterId, limit]
  );
};

exports.order = function (warehouseId, orderId) {
  return query('SELECT id, customer_name, status FROM orders WHERE warehouse_id = ? AND id = ?', [warehouseId, orderId])
    .then(function (rows) { return rows[0] || null; });
};

exports.shipment = function (warehouseId, shipmentId) {
  return query(
    'SELECT s.id, s.order_id, s.status, s.carrier_ref, s.parcel_count FROM shipments s JOIN orders o ON o.id = s.order_id WHERE o.warehouse_id = ? AND s.id = ?',
    [warehouseId, shipmentId]
  ).then(function (rows) { return rows[0] || null; });
};

exports.cancelShipment = function (shipmentId, userId, restock) {
  return query(
    "UPDATE shipments SET status = 'cancelled', cancelled_by = ?, restock = ?, cancelled_at = NOW() WHERE id = ? AND status IN ('planned', 'picking', 'packed')",
    [userId, restock ? 1 : 0, shipmentId]
  ).then(function (r) { return r.affectedRows === 1; });
};

exports.wave = function (warehouseId, waveId) {
  return query('SELECT id, zone, picker_id, status FROM pick_waves WHERE warehouse_id = ? AND id = ?', [warehouseId, waveId])
    .then(function (rows) { return rows[0] || null; });
};

exports.availablePickers = function (warehouseId, zone) {
  return query(
    "SELECT id, display_name FROM pickers WHERE warehouse_id = ? AND zone = ? AND on_shift = 1 AND id NOT IN (SELECT picker_id FROM pick_waves WHERE status = 'active' AND picker_id IS NOT NULL) ORDER BY display_name",
    [warehouseId, zone]
  );
};

exports.assignPicker = function (waveId, pickerId, userId) {
  return query('UPDATE pick_waves SET picker_id = ?, assigned_by = ?, assigned_at = NOW() WHERE id = ?', [pickerId, userId, waveId]);
};

exports.updateTracking = function (carrierRef, status, eventAt) {
  return query('UPDATE shipments SET carrier_status = ?, carrier_status_at = ? WHERE carrier_ref = ?', [status, eventAt, carrierRef]);
};
