// Postgres queries for invoices, payments and bank statements.
'use strict';

const { Pool } = require('pg');
const config = require('../config');

const pool = new Pool({ connectionString: config.databaseUrl, max: 8 });

async function getInvoice(invoiceId, entity) {
  const { rows } = await pool.query(
    `SELECT i.id, i.number, i.vendor_id, v.name AS vendor_name, v.iban, i.amount_cents, i.currency, i.status, i.due_date
       FROM invoices i JOIN vendors v ON v.id = i.vendor_id
      WHERE i.id = $1 AND i.entity = $2`,
    [invoiceId, entity],
  );
  return rows[0] || null;
}

async function listPendingInvoices(entity, limit) {
  const { rows } = await pool.query(
    `SELECT i.id, i.number, v.name AS vendor_name, i.amount_cents, i.currency, i.due_date
       FROM invoices i JOIN vendors v ON v.id = i.vendor_id
      WHERE i.entity = $1 AND i.status = 'pending_approval' ORDER BY i.due_date LIMIT $2`,
    [entity, limit],
  );
  return rows;
}

async function markApproved(invoiceId, approvedBy) {
  const { rowCount } = await pool.query(
    `UPDATE invoices SET status = 'approved', approved_by = $2, approved_at = now() WHERE id = $1 AND status = 'pending_approval'`,
    [invoiceId, approvedBy],
  );
  return rowCount === 1;
}

async function recordPayment({ invoiceId, bankReference, amountCents, currency, approvedBy }) {
  await pool.query(
    `INSERT INTO payments (invoice_id, bank_reference, amount_cents, currency, approved_by) VALUES ($1, $2, $3, $4, $5)`,
    [invoiceId, bankReference, amountCents, currency, approvedBy],
  );
  await pool.query(`UPDATE invoices SET status = 'paid' WHERE id = $1`, [invoiceId]);
}

async function statementLines(statementId, afterLine, limit) {
  const { rows } = await pool.query(
    `SELECT line_no, booked_on, amount_cents, currency, counterparty, remittance_info
       FROM bank_statement_lines WHERE statement_id = $1 AND line_no > $2 ORDER BY line_no LIMIT $3`,
    [statementId, afterLine, limit],
  );
  return rows;
}

async function candidateInvoices(amountCents, currency) {
  const { rows } = await pool.query(
    `SELECT i.id, i.number, v.name AS vendor_name FROM invoices i JOIN vendors v ON v.id = i.vendor_id
      WHERE i.amount_cents = $1 AND i.currency = $2 AND i.status IN ('approved', 'paid') AND i.reconciled_at IS NULL`,
    [amountCents, currency],
  );
  return rows;
}

async function applyMatches(statementId, matches, reconciledBy) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    for (const m of matches) {
      await client.query(
        `UPDATE invoices SET reconciled_at = now(), reconciled_by = $3, statement_ref = $1 || ':' || $4 WHERE id = $2`,
        [statementId, m.invoiceId, reconciledBy, m.lineNo],
      );
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

module.exports = { getInvoice, listPendingInvoices, markApproved, recordPayment, statementLines, candidateInvoices, applyMatches };
