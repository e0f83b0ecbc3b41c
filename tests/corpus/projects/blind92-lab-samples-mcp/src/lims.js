// Postgres queries against the LIMS schema: samples, runs, results and custody events.
const { Pool } = require('pg');

const lims = ({ pgUrl }) => {
  const pool = new Pool({ connectionString: pgUrl, max: 6 });
  const rows = (sql) => (...params) => pool.query(sql, params).then(({ rows: r }) => r);
  const one = (sql) => (...params) => rows(sql)(...params).then(([r]) => r ?? null);
  return {
    samples: rows(`select id, barcode, matrix, status, legal_hold as "legalHold", lab from samples where id = any($1::text[]) and lab = $2`),
    disposeSamples: rows(`update samples set status = 'disposed', disposed_by = $3, disposal_method = $4, disposed_at = now()
      where id = any($1::text[]) and lab = $2 and status = 'stored' and not legal_hold returning id, barcode`),
    markShipped: rows(`update samples set status = 'in_transit', shipment_ref = $3 where id = any($1::text[]) and lab = $2 and status = 'stored' returning id`),
    custody: rows(`insert into custody_events (sample_id, actor, event, detail) select unnest($1::text[]), $2, $3, $4 returning id`),
    run: one(`select id, assay, status, lab, (select count(*) from results r where r.run_id = runs.id and r.qc_flag)::int as flagged from runs where id = $1 and lab = $2`),
    releaseRun: one(`update runs set status = 'released', released_by = $3, release_note = $4, released_at = now() where id = $1 and lab = $2 and status = 'reviewed' returning id, assay`),
  };
};

module.exports = { lims };
