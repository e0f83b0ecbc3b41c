// Postgres access for samples, imported results and release records.
// @ts-nocheck
import pg from 'pg';
import { config } from './config.js';

let pool: pg.Pool | undefined;

function db(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: config().databaseUrl, max: 12 });
  return pool;
}

export async function findSample(tenantId: string, sampleId: string) {
  const { rows } = await db().query(
    'SELECT id, tenant_id, accession, patient_ref, collected_at FROM samples WHERE tenant_id = $1 AND accession = $2',
    [tenantId, sampleId],
  );
  return rows[0] ?? null;
}

export async function importedPanelCodes(sampleRowId: string): Promise<string[]> {
  const { rows } = await db().query('SELECT DISTINCT panel_code FROM results WHERE sample_id = $1', [sampleRowId]);
  return rows.map((r) => r.panel_code);
}

export async function insertResults(sampleRowId: string, panelCode: string, analytes: any[], importedBy: string) {
  const client = await db().connect();
  try {
    await client.query('BEGIN');
    for (const a of analytes) {
      await client.query(
        `INSERT INTO results (sample_id, panel_code, analyte, value, unit, flag, reference_range, imported_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (sample_id, panel_code, analyte) DO NOTHING`,
        [sampleRowId, panelCode, a.code, a.value, a.unit, a.flag ?? null, a.range ?? null, importedBy],
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

export async function unreleasedResults(sampleRowId: string) {
  const { rows } = await db().query(
    'SELECT id, panel_code, analyte, value, unit, flag FROM results WHERE sample_id = $1 AND released_at IS NULL ORDER BY panel_code, analyte',
    [sampleRowId],
  );
  return rows;
}

export async function releaseResults(tenantId: string, resultIds: string[], clinicianId: string, releasedBy: string) {
  const { rowCount } = await db().query(
    `UPDATE results r SET released_at = now(), released_to = $3, released_by = $4
       FROM samples s
      WHERE r.sample_id = s.id AND s.tenant_id = $1 AND r.id = ANY($2::bigint[]) AND r.released_at IS NULL`,
    [tenantId, resultIds, clinicianId, releasedBy],
  );
  return rowCount;
}

export async function recordInstrumentRun(run: { instrumentId: string; runId: string; accessions: string[]; finishedAt: string }) {
  await db().query(
    `INSERT INTO instrument_runs (instrument_id, run_id, accessions, finished_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (instrument_id, run_id) DO NOTHING`,
    [run.instrumentId, run.runId, run.accessions, run.finishedAt],
  );
}
