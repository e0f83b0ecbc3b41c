// MySQL pool and the dispatch queries used by the tools.
'use strict';

const mysql = require('mysql2/promise');
const config = require('./config');

const pool = mysql.createPool({
  ...config.mysql,
  waitForConnections: true,
  connectionLimit: 8,
  namedPlaceholders: true,
  timezone: 'Z',
});

async function loadById(loadId) {
  const [rows] = await pool.execute(
    `SELECT id, depot_id AS depotId, status, pickup_city AS pickupCity, pickup_lat AS pickupLat,
            pickup_lng AS pickupLng, dropoff_city AS dropoffCity, weight_kg AS weightKg, driver_id AS driverId
       FROM loads WHERE id = :loadId`,
    { loadId },
  );
  return rows[0] || null;
}

async function availableDrivers(depotId, lat, lng, limit = 6) {
  const [rows] = await pool.execute(
    `SELECT d.id, d.full_name AS name, d.truck_class AS truckClass, d.hos_minutes_left AS hosLeft,
            ST_Distance_Sphere(POINT(d.last_lng, d.last_lat), POINT(:lng, :lat)) / 1000 AS km
       FROM drivers d
      WHERE d.depot_id = :depotId AND d.status = 'available' AND d.hos_minutes_left > 120
      ORDER BY km ASC
      LIMIT ${Number(limit)}`,
    { depotId, lat, lng },
  );
  return rows;
}

async function assignDriver(loadId, driverId, dispatcherId) {
  const conn = await pool.getConnection();
  try {
    await conn.beginTransaction();
    const [res] = await conn.execute(
      `UPDATE loads SET driver_id = :driverId, status = 'assigned', assigned_by = :dispatcherId, assigned_at = UTC_TIMESTAMP()
        WHERE id = :loadId AND status = 'open'`,
      { loadId, driverId, dispatcherId },
    );
    if (res.affectedRows !== 1) {
      await conn.rollback();
      return false;
    }
    await conn.execute(`UPDATE drivers SET status = 'on_load' WHERE id = :driverId`, { driverId });
    await conn.commit();
    return true;
  } catch (err) {
    await conn.rollback();
    throw err;
  } finally {
    conn.release();
  }
}

async function shipmentsByReference(reference, depotId) {
  const [rows] = await pool.execute(
    `SELECT s.id, s.customer_ref AS customerRef, s.status, s.vehicle_id AS vehicleId, l.dropoff_city AS dropoffCity
       FROM shipments s JOIN loads l ON l.id = s.load_id
      WHERE s.customer_ref = :reference AND l.depot_id = :depotId`,
    { reference, depotId },
  );
  return rows;
}

async function shipmentById(shipmentId) {
  const [rows] = await pool.execute(
    `SELECT s.id, s.customer_ref AS customerRef, s.status, s.vehicle_id AS vehicleId, s.carrier_booking_id AS carrierBookingId,
            l.depot_id AS depotId, l.dropoff_city AS dropoffCity, l.id AS loadId
       FROM shipments s JOIN loads l ON l.id = s.load_id
      WHERE s.id = :shipmentId`,
    { shipmentId },
  );
  return rows[0] || null;
}

async function markShipmentCancelled(shipmentId, reasonCode, dispatcherId) {
  const [res] = await pool.execute(
    `UPDATE shipments SET status = 'cancelled', cancel_reason = :reasonCode, cancelled_by = :dispatcherId
      WHERE id = :shipmentId AND status IN ('booked', 'assigned')`,
    { shipmentId, reasonCode, dispatcherId },
  );
  return res.affectedRows === 1;
}

module.exports = { pool, loadById, availableDrivers, assignDriver, shipmentsByReference, shipmentById, markShipmentCancelled };
