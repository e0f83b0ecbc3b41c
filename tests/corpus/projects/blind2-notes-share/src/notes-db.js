'use strict';
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.NOTES_DATABASE_URL });

async function get(noteId, ownerId) {
  const { rows } = await pool.query('select id, title from notes where id = $1 and owner_id = $2', [noteId, ownerId]);
  if (rows.length === 0) throw new Error('note not found');
  return rows[0];
}

async function share(noteId, email, ownerId) {
  await pool.query(
    `insert into note_shares (note_id, email, shared_by)
     select id, $2, $3 from notes where id = $1 and owner_id = $3
     on conflict do nothing`,
    [noteId, email, ownerId],
  );
}

async function remove(noteId, ownerId) {
  await pool.query('delete from notes where id = $1 and owner_id = $2', [noteId, ownerId]);
}

async function verifySession(header) {
  if (!header || !header.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length);
  const { rows } = await pool.query(
    `select user_id, extract(epoch from expires_at)::bigint as exp
       from api_sessions where token_sha256 = encode(digest($1, 'sha256'), 'hex') and expires_at > now()`,
    [token],
  );
  return rows.length ? { token, userId: rows[0].user_id, exp: Number(rows[0].exp) } : null;
}

module.exports = { get, share, remove, verifySession };
