// MySQL access for vehicles, drivers, service centres and maintenance bookings.
const mysql = require('mysql2/promise');
const { config } = require('./config');

const pool = mysql.createPool({ uri: config.mysqlUrl, connectionLimit: 10, namedPlaceholders: true });

async function getVehicle(vehicleId) {
  const [rows] = await pool.execute(
    `SELECT v.id, v.plate, v.depot_id, v.telematics_unit_id, v.driver_id, d.full_name AS driver_name
       FROM vehicles v LEFT JOIN drivers d ON d.id = v.driver_id
      WHERE v.id = :vehicleId AND v.decommissioned_at IS NULL`,
    { vehicleId },
  );
  return rows[0] || null;
}

async function getDriver(driverId) {
  const [rows] = await pool.execute('SELECT id, full_name, depot_id, licence_class FROM drivers WHERE id = :driverId', { driverId });
  return rows[0] || null;
}

async function reassignVehicle(vehicleId, driverId, changedBy) {
  const conn = await pool.getConnection();
  try {
    await conn.beginTransaction();
    await conn.execute('UPDATE vehicles SET driver_id = NULL WHERE driver_id = :driverId', { driverId });
    await conn.execute('UPDATE vehicles SET driver_id = :driverId WHERE id = :vehicleId', { driverId, vehicleId });
    await conn.execute(
      'INSERT INTO assignment_log (vehicle_id, driver_id, changed_by, changed_at) VALUES (:vehicleId, :driverId, :changedBy, NOW())',
      { vehicleId, driverId, changedBy },
    );
    await conn.commit();
  } catch (err) {
    await conn.rollback();
    throw err;
  } finally {
    conn.release();
  }
}

async function openServiceSlots(depotId, limit = 6) {
  const [rows] = await pool.execute(
    `SELECT s.id, s.starts_at, c.name AS centre
       FROM service_slots s JOIN service_centres c ON c.id = s.centre_id
      WHERE c.depot_id = :depotId AND s.booked_vehicle_id IS NULL AND s.starts_at > NOW()
      ORDER BY s.starts_at LIMIT ${Number(limit)}`,
    { depotId },
  );
  return rows;
}

async function bookSlot(slotId, vehicleId, notes, bookedBy) {
  const [result] = await pool.execute(
    `UPDATE service_slots SET booked_vehicle_id = :vehicleId, notes = :notes, booked_by = :bookedBy
      WHERE id = :slotId AND booked_vehicle_id IS NULL`,
    { slotId, vehicleId, notes, bookedBy },
  );
  return result.affectedRows === 1;
}

async function recordTelemetry(unitId, event) {
  await pool.execute(
    'INSERT INTO telemetry_events (unit_id, kind, payload, received_at) VALUES (:unitId, :kind, :payload, NOW())',
    { unitId, kind: event.type, payload: JSON.stringify(event.data) },
  );
}

module.exports = { getVehicle, getDriver, reassignVehicle, openServiceSlots, bookSlot, recordTelemetry };
