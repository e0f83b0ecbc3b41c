// Postgres queries for samples and their chain-of-custody events.
import pg from 'pg';

export function makeDb(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

  return {
    pool,

    async sample(labId, sampleId) {
      const { rows } = await pool.query(
        'SELECT id, lab_id, kind, volume_ul, freezer, rack, slot, consent_ref, status FROM samples WHERE id = $1 AND lab_id = $2',
        [sampleId, labId],
      );
      return rows[0] ?? null;
    },

    async custody(sampleId) {
      const { rows } = await pool.query(
        'SELECT at, actor, action, location FROM custody_events WHERE sample_id = $1 ORDER BY at',
        [sampleId],
      );
      return rows;
    },

    async insertSample(row) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(
          `INSERT INTO samples (id, lab_id, kind, volume_ul, freezer, rack, slot, consent_ref, status)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'stored')`,
          [row.id, row.labId, row.kind, row.volumeUl, row.freezer, row.rack, row.slot, row.consentRef],
        );
        await client.query(
          `INSERT INTO custody_events (sample_id, at, actor, action, location) VALUES ($1, now(), $2, 'registered', $3)`,
          [row.id, row.actor, `${row.freezer}/${row.rack}/${row.slot}`],
        );
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      } finally {
        client.release();
      }
    },

    async disposeSample(sampleId, actor, method) {
      const { rowCount } = await pool.query(
        `WITH upd AS (UPDATE samples SET status = 'disposed' WHERE id = $1 AND status = 'stored' RETURNING id)
         INSERT INTO custody_events (sample_id, at, actor, action, location)
         SELECT id, now(), $2, $3, 'waste' FROM upd`,
        [sampleId, actor, `disposed:${method}`],
      );
      return rowCount === 1;
    },

    async markSequenced(sampleId, runId, status) {
      await pool.query(
        `INSERT INTO custody_events (sample_id, at, actor, action, location) VALUES ($1, now(), 'sequencer', $2, $3)`,
        [sampleId, `run:${status}`, runId],
      );
    },
  };
}
