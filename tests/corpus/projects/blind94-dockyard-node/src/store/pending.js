// Server-side store for multi-step relabel jobs; the client only ever holds an opaque random handle.
const { webcrypto } = require('node:crypto');
const { toB64url } = require('../crypto/b64url');

function newHandle() {
  return toB64url(webcrypto.getRandomValues(new Uint8Array(32)));
}

async function putPending(db, { userId, accountId, tool, payload, ttlSeconds }) {
  const handle = newHandle();
  await db.query(
    `INSERT INTO pending_operations (handle, user_id, account_id, tool, payload, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [handle, userId, accountId, tool, JSON.stringify(payload), ttlSeconds],
  );
  return handle;
}

async function takePending(db, handle, { userId, accountId, tool }) {
  if (typeof handle !== 'string' || handle.length !== 43) return null;
  const { rows } = await db.query(
    `DELETE FROM pending_operations
      WHERE handle = $1 AND user_id = $2 AND account_id = $3 AND tool = $4 AND expires_at > now()
      RETURNING payload`,
    [handle, userId, accountId, tool],
  );
  return rows.length ? rows[0].payload : null;
}

async function purgeExpired(db) {
  await db.query('DELETE FROM pending_operations WHERE expires_at <= now()');
}

module.exports = { putPending, takePending, purgeExpired };
