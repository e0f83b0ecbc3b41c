// Postgres catalogue of records, retention holds and the audit trail.
// @ts-nocheck
import pg from 'pg';

export function createCatalog(connectionString: string, { max = 8 } = {}) {
  const pool = new pg.Pool({ connectionString, max });

  return {
    async record(recordId: string, department?: string) {
      const { rows } = await pool.query(
        `SELECT r.id, r.title, r.department, r.retention_until,
                EXISTS (SELECT 1 FROM legal_holds h WHERE h.record_id = r.id AND h.released_at IS NULL) AS on_hold
           FROM records r
          WHERE r.id = $1 AND ($2::text IS NULL OR r.department = $2) AND r.purged_at IS NULL`,
        [recordId, department ?? null],
      );
      return rows[0] ?? null;
    },

    async audit(entry: { actor: string; action: string; recordId: string; detail?: object }) {
      await pool.query(
        `INSERT INTO audit_log (actor, action, record_id, detail, at) VALUES ($1, $2, $3, $4, now())`,
        [entry.actor, entry.action, entry.recordId, JSON.stringify(entry.detail ?? {})],
      );
    },

    async markPurgeRequested(recordId: string, actor: string) {
      await pool.query(`UPDATE records SET purge_requested_at = now(), purge_requested_by = $2 WHERE id = $1`, [
        recordId,
        actor,
      ]);
    },

    async markPurged(recordId: string, at: Date) {
      await pool.query(`UPDATE records SET purged_at = $2 WHERE id = $1`, [recordId, at]);
    },

    end: () => pool.end(),
  };
}
