import pg from 'pg';
import { env } from '../env.js';

const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 });

export interface Notebook {
  id: string;
  title: string;
  ownerId: string;
}

export interface NotePage {
  notes: { id: string; title: string; body: string }[];
  /** Keyset cursor for the next page: the last note id, or null at the end. */
  nextPageToken: string | null;
}

const PAGE_SIZE = 20;

export async function getNotebook(userId: string, notebookId: string): Promise<Notebook | null> {
  const { rows } = await pool.query<Notebook>(
    'SELECT id, title, owner_id AS "ownerId" FROM notebooks WHERE id = $1 AND owner_id = $2 AND deleted_at IS NULL',
    [notebookId, userId],
  );
  return rows[0] ?? null;
}

export async function countNotes(notebookId: string): Promise<number> {
  const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM notes WHERE notebook_id = $1', [notebookId]);
  return Number(rows[0]?.n ?? 0);
}

export async function listNotesPage(userId: string, notebookId: string, pageToken: string | null): Promise<NotePage> {
  const { rows } = await pool.query<{ id: string; title: string; body: string }>(
    `SELECT n.id, n.title, n.body
       FROM notes n JOIN notebooks b ON b.id = n.notebook_id
      WHERE b.id = $1 AND b.owner_id = $2 AND ($3::uuid IS NULL OR n.id > $3::uuid)
      ORDER BY n.id
      LIMIT ${PAGE_SIZE + 1}`,
    [notebookId, userId, pageToken],
  );
  const more = rows.length > PAGE_SIZE;
  const notes = more ? rows.slice(0, PAGE_SIZE) : rows;
  return { notes, nextPageToken: more ? notes[notes.length - 1]!.id : null };
}

export async function deleteNotebook(userId: string, notebookId: string, deleteNotes: boolean): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const moved = deleteNotes
      ? await client.query('DELETE FROM notes WHERE notebook_id = $1', [notebookId])
      : await client.query(
          `UPDATE notes SET notebook_id = (SELECT id FROM notebooks WHERE owner_id = $2 AND is_inbox) WHERE notebook_id = $1`,
          [notebookId, userId],
        );
    await client.query('UPDATE notebooks SET deleted_at = now() WHERE id = $1 AND owner_id = $2', [notebookId, userId]);
    await client.query('COMMIT');
    return moved.rowCount ?? 0;
  } catch (e) {
    await client.query('ROLLBACK');
    throw e;
  } finally {
    client.release();
  }
}

export async function createNotebook(userId: string, title: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    'INSERT INTO notebooks (owner_id, title) VALUES ($1, $2) RETURNING id',
    [userId, title],
  );
  return rows[0]!.id;
}

export async function insertNotes(notebookId: string, notes: { title: string; body: string }[]): Promise<void> {
  for (const note of notes) {
    await pool.query('INSERT INTO notes (notebook_id, title, body) VALUES ($1, $2, $3)', [notebookId, note.title, note.body]);
  }
}
