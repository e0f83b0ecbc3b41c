import pg from 'pg';

// Postgres holds everything that must stay on the server: hashed MCP access tokens,
// users' Inkwell OAuth grants (encrypted at rest by the DB's pgcrypto column), imported notes.

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 8 });

export async function findAccessTokenByDigest(digestHex) {
  const { rows } = await pool.query(
    'select user_id, scopes, expires_at from mcp_access_tokens where token_sha256 = $1 and revoked_at is null',
    [digestHex],
  );
  return rows[0] ?? null;
}

/** The user's Inkwell grant, refreshed by the connect flow; never leaves this process. */
export async function inkwellGrant(userId) {
  const { rows } = await pool.query(
    'select access_token, expires_at from inkwell_grants where user_id = $1',
    [userId],
  );
  if (!rows[0]) return null;
  return { accessToken: rows[0].access_token, expiresAt: rows[0].expires_at };
}

export async function saveNotes(userId, notebookId, notes) {
  if (notes.length === 0) return 0;
  const values = notes.map((n, i) => `($1, $2, $${i * 3 + 3}, $${i * 3 + 4}, $${i * 3 + 5})`).join(', ');
  const params = [userId, notebookId, ...notes.flatMap((n) => [n.id, n.title, n.body])];
  await pool.query(
    `insert into notes (user_id, notebook_id, note_id, title, body) values ${values}
     on conflict (user_id, note_id) do update set title = excluded.title, body = excluded.body`,
    params,
  );
  return notes.length;
}

export async function markNotebookStale(notebookId) {
  await pool.query('update notes set stale = true where notebook_id = $1', [notebookId]);
}
