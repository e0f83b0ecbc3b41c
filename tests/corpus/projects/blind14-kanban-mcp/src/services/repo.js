'use strict';

const { Pool } = require('pg');

let pool;
const db = () => (pool ??= new Pool({ connectionString: process.env.DATABASE_URL, max: 5 }));

async function getBoard(boardId) {
  const { rows } = await db().query('select id, org_id, name, archived_at from boards where id = $1', [boardId]);
  return rows[0] ?? null;
}

async function boardsForUser(userId) {
  const { rows } = await db().query(
    'select b.id, b.name from boards b join board_members m on m.board_id = b.id where m.user_id = $1 and b.archived_at is null',
    [userId],
  );
  return rows;
}

async function archiveBoard(boardId, actorId) {
  await db().query('update boards set archived_at = now(), archived_by = $2 where id = $1', [boardId, actorId]);
}

async function moveCards(boardId, cardIds, column) {
  const { rowCount } = await db().query(
    'update cards set column_key = $3, updated_at = now() where board_id = $1 and id = any($2::uuid[])',
    [boardId, cardIds, column],
  );
  return rowCount;
}

async function columnsOf(boardId) {
  const { rows } = await db().query('select key, title from columns where board_id = $1 order by position', [boardId]);
  return rows;
}

async function cardsOf(boardId) {
  const { rows } = await db().query('select id, title, column_key from cards where board_id = $1', [boardId]);
  return rows;
}

async function userForSession(tokenDigest) {
  const { rows } = await db().query(
    `select u.id, u.org_id as "orgId", u.roles from sessions s join users u on u.id = s.user_id
      where s.token_sha256 = $1 and s.expires_at > now()`,
    [tokenDigest],
  );
  return rows[0] ?? null;
}

module.exports = { userForSession, getBoard, boardsForUser, archiveBoard, moveCards, columnsOf, cardsOf };
