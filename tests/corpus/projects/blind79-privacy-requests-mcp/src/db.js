// Postgres pool and queries for data subjects, DSAR tickets and the privacy audit log.
import pg from 'pg';

export function createDb(connectionString) {
  const pool = new pg.Pool({ connectionString, max: 10 });

  return {
    pool,

    async subjectsByEmail(email) {
      const { rows } = await pool.query(
        `select id, display_name, created_at, country from customers where lower(email) = lower($1) and deleted_at is null`,
        [email],
      );
      return rows;
    },

    async openTicket(ref) {
      const { rows } = await pool.query(
        `select ref, kind, subject_email, received_at, status from dsar_tickets where ref = $1 and status in ('open', 'in_progress')`,
        [ref],
      );
      return rows[0] ?? null;
    },

    async recordTicket(t) {
      await pool.query(
        `insert into dsar_tickets (ref, kind, subject_email, source, received_at, status)
         values ($1, $2, $3, $4, $5, 'open')
         on conflict (ref) do nothing`,
        [t.ref, t.kind, t.subjectEmail, t.source, t.receivedAt],
      );
    },

    async audit(actor, action, subjectId, detail) {
      await pool.query(
        'insert into privacy_audit (actor, action, subject_id, detail, at) values ($1, $2, $3, $4, now())',
        [actor, action, subjectId, detail],
      );
    },
  };
}
