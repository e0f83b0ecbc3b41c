// Data access for billing: Postgres for the ledger, Stripe for invoices and refunds.
const { Pool } = require('pg');
const Stripe = require('stripe');
const config = require('../config');

const pool = new Pool({ connectionString: config.databaseUrl, max: 6 });
const stripe = new Stripe(config.stripeKey, { apiVersion: '2024-12-18.acacia', maxNetworkRetries: 2 });

async function customerForAccount(accountId, customerId) {
  const { rows } = await pool.query(
    `SELECT id, stripe_customer_id, name, email, currency
       FROM customers WHERE id = $1 AND account_id = $2`,
    [customerId, accountId],
  );
  return rows[0] || null;
}

async function findCustomers(accountId, query) {
  const { rows } = await pool.query(
    `SELECT id, name, email FROM customers
      WHERE account_id = $1 AND (name ILIKE $2 OR email ILIKE $2)
      ORDER BY name LIMIT 10`,
    [accountId, `%${query}%`],
  );
  return rows;
}

async function catalogPrice(accountId, sku) {
  const { rows } = await pool.query(
    'SELECT sku, label, unit_amount, currency FROM price_catalog WHERE account_id = $1 AND sku = $2 AND active',
    [accountId, sku],
  );
  return rows[0] || null;
}

async function invoiceForAccount(accountId, invoiceId) {
  const { rows } = await pool.query(
    `SELECT i.id, i.number, i.stripe_invoice_id, i.amount_due, i.amount_paid, i.currency, i.status, c.name AS customer_name
       FROM invoices i JOIN customers c ON c.id = i.customer_id
      WHERE i.id = $1 AND c.account_id = $2`,
    [invoiceId, accountId],
  );
  return rows[0] || null;
}

async function openInvoicesFor(accountId, customerId) {
  const { rows } = await pool.query(
    `SELECT i.id, i.number, i.amount_due - i.amount_paid AS balance, i.currency
       FROM invoices i JOIN customers c ON c.id = i.customer_id
      WHERE c.account_id = $1 AND c.id = $2 AND i.status = 'open'
      ORDER BY i.due_date`,
    [accountId, customerId],
  );
  return rows;
}

async function recordLedger(entry) {
  await pool.query(
    `INSERT INTO ledger_entries (account_id, kind, invoice_id, amount, currency, actor_id, note)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [entry.accountId, entry.kind, entry.invoiceId, entry.amount, entry.currency, entry.actorId, entry.note || null],
  );
}

module.exports = {
  pool,
  stripe,
  customerForAccount,
  findCustomers,
  catalogPrice,
  invoiceForAccount,
  openInvoicesFor,
  recordLedger,
};
