// MySQL access to invoices, bank transactions, bank connections and statement lines.
import mysql from 'mysql2/promise';

export const makeLedger = ({ dbUrl }) => {
  const pool = mysql.createPool({ uri: dbUrl, connectionLimit: 10, namedPlaceholders: true });
  const many = (sql) => async (params = {}) => (await pool.query(sql, params))[0];
  const first = (sql) => async (params) => (await many(sql)(params))[0] ?? null;
  const exec = (sql) => async (params) => (await pool.query(sql, params))[0].affectedRows;
  return {
    bankTxn: first('SELECT id, amount, currency, booked_on AS bookedOn, counterparty, reference FROM bank_transactions WHERE id = :id AND org_id = :orgId AND matched_invoice_id IS NULL'),
    candidatesFor: many(`SELECT id, number, customer, open_amount AS openAmount FROM invoices
      WHERE org_id = :orgId AND status = 'open' AND currency = :currency ORDER BY ABS(open_amount - :amount), due_on LIMIT 5`),
    applyPayment: exec(`UPDATE invoices i JOIN bank_transactions t ON t.id = :txnId AND t.org_id = i.org_id
      SET i.open_amount = GREATEST(i.open_amount - t.amount, 0), i.status = IF(i.open_amount - t.amount <= 0, 'paid', 'open'), t.matched_invoice_id = i.id, t.matched_by = :userId
      WHERE i.id = :invoiceId AND i.org_id = :orgId`),
    unpaidBefore: many(`SELECT id, number, open_amount AS openAmount FROM invoices
      WHERE org_id = :orgId AND customer_id = :customerId AND status = 'open' AND issued_on < :before ORDER BY issued_on`),
    voidInvoices: async ({ orgId, ids, reason, userId }) =>
      (await pool.query(`UPDATE invoices SET status = 'void', void_reason = ?, voided_by = ?, voided_at = NOW() WHERE org_id = ? AND id IN (?) AND status = 'open'`, [reason, userId, orgId, ids]))[0].affectedRows,
    bankConnection: first('SELECT id, provider_account AS account, refresh_token AS refreshToken FROM bank_connections WHERE id = :id AND org_id = :orgId'),
    rotateRefreshToken: exec('UPDATE bank_connections SET refresh_token = :refreshToken, refreshed_at = NOW() WHERE id = :id'),
    saveStatementLines: async ({ orgId, connectionId, lines }) =>
      lines.length
        ? (await pool.query('INSERT IGNORE INTO bank_transactions (org_id, connection_id, external_id, amount, currency, booked_on, counterparty, reference) VALUES ?',
            [lines.map(({ id, amount, currency, bookingDate, counterparty, remittance }) => [orgId, connectionId, id, amount, currency, bookingDate, counterparty, remittance])]))[0].affectedRows
        : 0,
  };
};
