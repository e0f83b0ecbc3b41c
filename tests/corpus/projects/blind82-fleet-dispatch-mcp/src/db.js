// MySQL access for drivers, loads and assignments.
'use strict';
const mysql = require('mysql2/promise');
const config = require('./config');

const pool = mysql.createPool({ ...config.mysql, connectionLimit: 8, namedPlaceholders: true });

async function availableDrivers(depot, earliest) {
  const [rows] = await pool.execute(
    `SELECT d.id, d.name, d.license_class, h.drive_minutes_left
       FROM drivers d
       JOIN hos_status h ON h.driver_id = d.id
      WHERE d.depot = :depot AND d.status = 'available' AND h.available_from <= :earliest
      ORDER BY h.drive_minutes_left DESC`,
    { depot, earliest },
  );
  return rows;
}

async function getLoad(loadId) {
  const [rows] = await pool.execute(
    'SELECT id, depot, origin, destination, pickup_at, status, driver_id, rate_cents FROM loads WHERE id = :loadId',
    { loadId },
  );
  return rows[0];
}

async function getDriver(driverId) {
  const [rows] = await pool.execute('SELECT id, name, depot, status FROM drivers WHERE id = :driverId', { driverId });
  return rows[0];
}

async function assignLoad(loadId, driverId, dispatcher) {
  const [res] = await pool.execute(
    `UPDATE loads SET driver_id = :driverId, status = 'assigned', assigned_by = :dispatcher, assigned_at = NOW()
      WHERE id = :loadId AND status = 'open'`,
    { loadId, driverId, dispatcher },
  );
  return res.affectedRows === 1;
}

async function cancelLoad(loadId, reason, dispatcher) {
  const conn = await pool.getConnection();
  try {
    await conn.beginTransaction();
    const [res] = await conn.execute(
      `UPDATE loads SET status = 'cancelled', cancel_reason = :reason, cancelled_by = :dispatcher
        WHERE id = :loadId AND status IN ('open', 'assigned')`,
      { loadId, reason, dispatcher },
    );
    await conn.execute(`UPDATE drivers SET status = 'available' WHERE id = (SELECT driver_id FROM loads WHERE id = :loadId)`, { loadId });
    await conn.commit();
    return res.affectedRows === 1;
  } catch (err) {
    await conn.rollback();
    throw err;
  } finally {
    conn.release();
  }
}

module.exports = { availableDrivers, getLoad, getDriver, assignLoad, cancelLoad };
