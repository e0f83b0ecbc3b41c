'use strict';

const { createHmac } = require('node:crypto');
const { Pool } = require('pg');
const { auditChainKey } = require('./state/keys');

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 8 });

async function one(text, values) {
  const { rows } = await pool.query(text, values);
  return rows[0] ?? null;
}

// Deaccessions and merges are legal records for the collection: the log is an HMAC chain,
// so an edited or deleted line shows up when the chain is replayed.
async function appendAudit(entry) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query('select link from audit_log order by seq desc limit 1 for update');
    const previous = rows[0]?.link ?? 'genesis';
    const line = JSON.stringify({ ...entry, at: new Date().toISOString() });
    const link = createHmac('sha256', auditChainKey).update(previous).update('\n').update(line).digest('hex');
    await client.query('insert into audit_log (line, link) values ($1, $2)', [line, link]);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

module.exports = {
  pool,
  appendAudit,
  specimen: (catalogNumber) =>
    one(
      `select s.catalog_number, s.status, t.scientific_name, s.collector, s.collected_on
         from specimens s join taxa t on t.id = s.current_taxon_id
        where s.catalog_number = $1`,
      [catalogNumber],
    ),
  taxon: (id) => one('select id, scientific_name, rank, accepted from taxa where id = $1', [id]),
  specimensUnder: async (taxonIds) => {
    const { rows } = await pool.query('select catalog_number, current_taxon_id from specimens where current_taxon_id = any($1)', [taxonIds]);
    return rows;
  },
  hasRole: async (userId, role) => Boolean(await one('select 1 from staff_roles where user_id = $1 and role = $2', [userId, role])),
};
