import { Database } from 'bun:sqlite';

export interface Note {
  id: string;
  owner_id: string;
  folder_id: string | null;
  title: string;
  body: string;
  updated_at: number;
}

export interface Folder {
  id: string;
  owner_id: string;
  name: string;
}

const db = new Database(Bun.env.NOTES_DB ?? 'notes.sqlite', { create: true });
db.exec('PRAGMA journal_mode = WAL;');
db.exec(`
  CREATE TABLE IF NOT EXISTS folders (id TEXT PRIMARY KEY, owner_id TEXT NOT NULL, name TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS notes (
    id TEXT PRIMARY KEY, owner_id TEXT NOT NULL, folder_id TEXT, title TEXT NOT NULL,
    body TEXT NOT NULL DEFAULT '', updated_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS shares (note_id TEXT NOT NULL, email TEXT NOT NULL, role TEXT NOT NULL,
    PRIMARY KEY (note_id, email));
`);

const q = {
  note: db.query<Note, [string]>('SELECT * FROM notes WHERE id = ?'),
  folders: db.query<Folder, [string]>('SELECT * FROM folders WHERE owner_id = ? ORDER BY name'),
  insert: db.query('INSERT INTO notes (id, owner_id, folder_id, title, body, updated_at) VALUES (?, ?, ?, ?, ?, ?)'),
  remove: db.query('DELETE FROM notes WHERE id = ?'),
  share: db.query('INSERT OR REPLACE INTO shares (note_id, email, role) VALUES (?, ?, ?)'),
};

export const notes = {
  get(id: string): Note | null {
    return q.note.get(id);
  },
  foldersOf(ownerId: string): Folder[] {
    return q.folders.all(ownerId);
  },
  create(n: Omit<Note, 'id' | 'updated_at'>): string {
    const id = crypto.randomUUID();
    q.insert.run(id, n.owner_id, n.folder_id, n.title, n.body, Date.now());
    return id;
  },
  remove(id: string): void {
    q.remove.run(id);
  },
  share(noteId: string, email: string, role: 'viewer' | 'editor'): void {
    q.share.run(noteId, email.toLowerCase(), role);
  },
};
