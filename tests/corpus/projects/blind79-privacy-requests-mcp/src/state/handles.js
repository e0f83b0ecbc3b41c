// Server-side drafts for the export wizard: the client only ever holds a random handle to a row in Postgres.
import { createHmac, randomBytes } from 'node:crypto';

const TTL_SECONDS = 600;
const CURRENT_VERSION = 2;
const HANDLE_PATTERN = /^pd_[A-Za-z0-9_-]{43}$/;

// version 1 rows (1.2.x): { subject: email, sets: 'orders,support', basis: string, dest: 'link' | target id }
function upgradeData(version, data) {
  if (version === CURRENT_VERSION) return data;
  if (version === 1) {
    return {
      step: data.dest ? 'confirm' : data.basis ? 'delivery' : data.sets ? 'basis' : 'datasets',
      subjectEmail: data.subject,
      subjectId: data.subject_id ?? null,
      datasets: data.sets ? data.sets.split(',').filter(Boolean) : [],
      legalBasis: data.basis ?? null,
      delivery: data.dest ? (data.dest === 'link' ? { method: 'secure_link' } : { method: 'sftp', targetId: data.dest }) : null,
    };
  }
  throw new Error(`draft version ${version} is not supported`);
}

export function draftStore(pool, lookupKey) {
  const keyOf = (handle) => createHmac('sha256', lookupKey).update(handle).digest('hex');

  return {
    async create(userId, tool, data) {
      const handle = `pd_${randomBytes(32).toString('base64url')}`;
      await pool.query(
        `insert into wizard_drafts (lookup_key, user_id, tool, version, data, expires_at)
         values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
        [keyOf(handle), userId, tool, CURRENT_VERSION, data, TTL_SECONDS],
      );
      return handle;
    },

    async load(handle, userId, tool) {
      if (typeof handle !== 'string' || !HANDLE_PATTERN.test(handle)) return null;
      const { rows } = await pool.query(
        `select version, data from wizard_drafts
          where lookup_key = $1 and user_id = $2 and tool = $3 and expires_at > now()`,
        [keyOf(handle), userId, tool],
      );
      if (!rows[0]) return null;
      return upgradeData(rows[0].version, rows[0].data);
    },

    async save(handle, userId, tool, data) {
      const { rowCount } = await pool.query(
        `update wizard_drafts
            set data = $4, version = $5, expires_at = now() + make_interval(secs => $6)
          where lookup_key = $1 and user_id = $2 and tool = $3 and expires_at > now()`,
        [keyOf(handle), userId, tool, data, CURRENT_VERSION, TTL_SECONDS],
      );
      return rowCount === 1;
    },

    async discard(handle) {
      await pool.query('delete from wizard_drafts where lookup_key = $1', [keyOf(handle)]);
    },
  };
}
