// MySQL access for recalls, lots, quarantine holds and supplier contacts.
'use strict';

const mysql = require('mysql2/promise');
const { config } = require('./config');

const pool = mysql.createPool({
  ...config.mysql,
  connectionLimit: 10,
  namedPlaceholders: true,
  dateStrings: true,
});

/**
 * @typedef {{ id: string, sku: string, supplier_id: string, site_id: string, qty_on_hand: number, status: string }} LotRow
 * @typedef {{ id: string, supplier_id: string, supplier_name: string, title: string, severity: string, opened_at: string }} RecallRow
 */

/** @returns {Promise<RecallRow | null>} */
async function recallById(recallId) {
  const [rows] = await pool.execute(
    `select r.id, r.supplier_id, s.name as supplier_name, r.title, r.severity, r.opened_at
       from recalls r join suppliers s on s.id = r.supplier_id
      where r.id = :recallId`,
    { recallId },
  );
  return rows[0] || null;
}

/** @returns {Promise<LotRow[]>} */
async function lotsAtSite(lotIds, siteId) {
  if (lotIds.length === 0) return [];
  const [rows] = await pool.query(
    'select id, sku, supplier_id, site_id, qty_on_hand, status from lots where id in (?) and site_id = ?',
    [lotIds, siteId],
  );
  return rows;
}

async function quarantine(lotIds, siteId, reason, actor) {
  const conn = await pool.getConnection();
  try {
    await conn.beginTransaction();
    const [res] = await conn.query(
      "update lots set status = 'quarantined', status_reason = ? where id in (?) and site_id = ? and status = 'available'",
      [reason, lotIds, siteId],
    );
    await conn.query(
      'insert into lot_events (lot_id, kind, actor, note) select id, ?, ?, ? from lots where id in (?)',
      ['quarantine', actor, reason, lotIds],
    );
    await conn.commit();
    return res.affectedRows;
  } catch (err) {
    await conn.rollback();
    throw err;
  } finally {
    conn.release();
  }
}

async function recallSummary(recallId, siteId) {
  const [rows] = await pool.execute(
    `select l.status, count(*) as lots, sum(l.qty_on_hand) as units
       from recall_lots rl join lots l on l.id = rl.lot_id
      where rl.recall_id = :recallId and l.site_id = :siteId
      group by l.status`,
    { recallId, siteId },
  );
  return rows;
}

async function supplierContacts(supplierId) {
  const [rows] = await pool.execute(
    'select id, full_name, email, role from supplier_contacts where supplier_id = :supplierId and active = 1',
    { supplierId },
  );
  return rows;
}

async function recordCreditClaim(recallId, reference, amountCents, actor) {
  await pool.execute(
    `insert into credit_claims (recall_id, supplier_ref, amount_cents, claimed_by)
     values (:recallId, :reference, :amountCents, :actor)`,
    { recallId, reference, amountCents, actor },
  );
}

async function recordNotification(recallId, contactIds, actor) {
  await pool.query(
    'insert into recall_notifications (recall_id, contact_id, sent_by) values ?',
    [contactIds.map((c) => [recallId, c, actor])],
  );
}

module.exports = {
  recallById,
  lotsAtSite,
  quarantine,
  recallSummary,
  supplierContacts,
  recordCreditClaim,
  recordNotification,
};
