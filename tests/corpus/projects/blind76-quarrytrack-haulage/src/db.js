// MySQL access for sites, trucks, loads and weighbridge tickets.
const mysql = require('mysql2/promise');
const config = require('./config');

const pool = mysql.createPool({ uri: config.mysqlUrl, connectionLimit: 8, namedPlaceholders: false });

async function rows(sql, params) {
  const [result] = await pool.query(sql, params);
  return result;
}

module.exports = {
  async availableTrucks(siteId) {
    return rows(
      `SELECT t.id, t.registration, t.capacity_t, d.name AS driver
         FROM trucks t JOIN drivers d ON d.id = t.driver_id
        WHERE t.home_site_id = ? AND t.status = 'idle' AND t.inspection_due > CURRENT_DATE
        ORDER BY t.capacity_t DESC LIMIT 10`,
      [siteId],
    );
  },

  async openLoads(siteId, loadIds) {
    return rows(
      `SELECT id, product, tonnes, customer_ref FROM loads
        WHERE site_id = ? AND id IN (?) AND status = 'open'`,
      [siteId, loadIds],
    );
  },

  async assignTruck(siteId, truckId, loadIds, dispatcherId) {
    const conn = await pool.getConnection();
    try {
      await conn.beginTransaction();
      const [claimed] = await conn.query(
        `UPDATE trucks SET status = 'assigned' WHERE id = ? AND home_site_id = ? AND status = 'idle'`,
        [truckId, siteId],
      );
      if (claimed.affectedRows !== 1) {
        await conn.rollback();
        return false;
      }
      await conn.query(
        `UPDATE loads SET truck_id = ?, status = 'assigned', dispatched_by = ? WHERE site_id = ? AND id IN (?) AND status = 'open'`,
        [truckId, dispatcherId, siteId, loadIds],
      );
      await conn.commit();
      return true;
    } catch (e) {
      await conn.rollback();
      throw e;
    } finally {
      conn.release();
    }
  },

  async pendingTickets(siteId) {
    return rows(
      `SELECT id, ticket_no, gross_kg, tare_kg FROM weigh_tickets
        WHERE site_id = ? AND status = 'pending' ORDER BY created_at LIMIT 200`,
      [siteId],
    );
  },

  async markTickets(siteId, ticketIds, status, userId) {
    if (ticketIds.length === 0) return 0;
    const [result] = await pool.query(
      `UPDATE weigh_tickets SET status = ?, reconciled_by = ?, reconciled_at = NOW()
        WHERE site_id = ? AND id IN (?) AND status = 'pending'`,
      [status, userId, siteId, ticketIds],
    );
    return result.affectedRows;
  },

  async ticket(ticketId) {
    const result = await rows(
      `SELECT id, ticket_no, site_id, status, gross_kg, tare_kg, invoice_id FROM weigh_tickets WHERE id = ?`,
      [ticketId],
    );
    return result[0] ?? null;
  },

  async voidTicket(ticketId, siteId, reason, userId) {
    const [result] = await pool.query(
      `UPDATE weigh_tickets SET status = 'void', void_reason = ?, voided_by = ?, voided_at = NOW()
        WHERE id = ? AND site_id = ? AND status <> 'void' AND invoice_id IS NULL`,
      [reason, userId, ticketId, siteId],
    );
    return result.affectedRows === 1;
  },
};
