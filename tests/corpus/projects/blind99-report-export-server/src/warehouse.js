// MySQL access: paged report queries against the analytics warehouse and the report_exports bookkeeping table.
import mysql from 'mysql2/promise';
import { randomUUID } from 'node:crypto';
import { settings } from './settings.js';

const pool = mysql.createPool({
  ...settings.mysql,
  connectionLimit: 8,
  namedPlaceholders: true,
  dateStrings: true,
  supportBigNumbers: true,
  bigNumberStrings: true,
});

export async function runPage(sql, params, offset, limit) {
  const [rows, fields] = await pool.query({ sql: `${sql} LIMIT :limit OFFSET :offset`, rowsAsArray: false }, { ...params, limit, offset });
  return { rows, columns: fields.map((f) => f.name) };
}

export async function countRows(sql, params) {
  const [rows] = await pool.query(`SELECT COUNT(*) AS n FROM (${sql}) AS q`, params);
  return Number(rows[0].n);
}

export async function createExport({ ownerId, orgId, reportId, paramsDigest, fileKey, uploadId }) {
  const id = randomUUID();
  await pool.execute(
    `INSERT INTO report_exports (id, owner_id, org_id, report_id, params_digest, file_key, upload_id, status, created_at)
     VALUES (:id, :ownerId, :orgId, :reportId, :paramsDigest, :fileKey, :uploadId, 'running', NOW())`,
    { id, ownerId, orgId, reportId, paramsDigest, fileKey, uploadId },
  );
  return id;
}

export async function finishExport(id, rowCount) {
  await pool.execute(`UPDATE report_exports SET status = 'done', row_count = :rowCount, finished_at = NOW() WHERE id = :id`, { id, rowCount });
}

export async function failExport(id, reason) {
  await pool.execute(`UPDATE report_exports SET status = 'failed', failure = :reason WHERE id = :id`, { id, reason: String(reason).slice(0, 500) });
}

export async function getExport(id) {
  const [rows] = await pool.execute('SELECT * FROM report_exports WHERE id = :id', { id });
  return rows[0] ?? null;
}
