// Postgres queries for invoices, approvers and the approval trail.
'use strict';
const { Pool } = require('pg');
const config = require('./config');

const pool = new Pool({ connectionString: config.databaseUrl, max: 8 });

async function getInvoice(id) {
  const { rows } = await pool.query(
    `SELECT id, number, supplier_name, amount_cents, currency, status, approver_id, cost_centre, due_date
       FROM invoices WHERE id = $1`,
    [id],
  );
  return rows[0] || null;
}

async function listAssigned(approverId, status, limit) {
  const { rows } = await pool.query(
    `SELECT id, number, supplier_name, amount_cents, currency, status, due_date
       FROM invoices WHERE approver_id = $1 AND status = $2
      ORDER BY due_date ASC LIMIT $3`,
    [approverId, status, limit],
  );
  return rows;
}

async function approversInCostCentre(costCentre, emailPrefix) {
  const { rows } = await pool.query(
    `SELECT u.id, u.display_name, u.email FROM users u
       JOIN cost_centre_approvers c ON c.user_id = u.id
      WHERE c.cost_centre = $1 AND u.email ILIKE $2 AND u.active
      ORDER BY u.display_name LIMIT 10`,
    [costCentre, `${emailPrefix}%`],
  );
  return rows;
}

async function approveInvoice(id, approverId, note) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const res = await client.query(
      `UPDATE invoices SET status = 'approved', approved_at = now() WHERE id = $1 AND status = 'pending'`,
      [id],
    );
    if (res.rowCount !== 1) throw new Error('invoice is no longer pending');
    await client.query(
      'INSERT INTO approval_events (invoice_id, actor_id, kind, note) VALUES ($1, $2, $3, $4)',
      [id, approverId, 'approved', note],
    );
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

async function reassign(id, newApproverId, actorId) {
  await pool.query('UPDATE invoices SET approver_id = $2 WHERE id = $1', [id, newApproverId]);
  await pool.query(
    'INSERT INTO approval_events (invoice_id, actor_id, kind, note) VALUES ($1, $2, $3, $4)',
    [id, actorId, 'reassigned', newApproverId],
  );
}

module.exports = { pool, getInvoice, listAssigned, approversInCostCentre, approveInvoice, reassign };
