// MySQL access for charges and refund records.
'use strict';

const mysql = require('mysql2/promise');
const { config } = require('./config');

const pool = mysql.createPool({ ...config.mysql, connectionLimit: 8, namedPlaceholders: true });

async function findCharge(chargeId) {
  const [rows] = await pool.execute(
    `SELECT c.id, c.customer_id, c.amount_cents, c.currency, c.status, c.created_at,
            COALESCE(SUM(r.amount_cents), 0) AS refunded_cents
       FROM charges c LEFT JOIN refunds r ON r.charge_id = c.id AND r.status <> 'failed'
      WHERE c.id = :chargeId
      GROUP BY c.id`,
    { chargeId },
  );
  return rows[0] || null;
}

async function recentCharges(customerId, limit = 20) {
  const [rows] = await pool.execute(
    `SELECT id, amount_cents, currency, status, created_at FROM charges
      WHERE customer_id = :customerId ORDER BY created_at DESC LIMIT ${Number(limit) | 0}`,
    { customerId },
  );
  return rows;
}

async function recordRefund({ chargeId, amountCents, reasonCode, agentId, ledgerRef }) {
  const [result] = await pool.execute(
    `INSERT INTO refunds (charge_id, amount_cents, reason_code, agent_id, ledger_ref, status)
     VALUES (:chargeId, :amountCents, :reasonCode, :agentId, :ledgerRef, 'pending')`,
    { chargeId, amountCents, reasonCode, agentId, ledgerRef },
  );
  return result.insertId;
}

async function settleRefund(ledgerRef, status) {
  await pool.execute(`UPDATE refunds SET status = :status, settled_at = NOW() WHERE ledger_ref = :ledgerRef`, {
    status,
    ledgerRef,
  });
}

module.exports = { pool, findCharge, recentCharges, recordRefund, settleRefund };
