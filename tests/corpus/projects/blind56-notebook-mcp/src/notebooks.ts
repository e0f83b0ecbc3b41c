import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type Role = 'owner' | 'editor' | 'commenter' | 'viewer';

export interface Cell {
  kind: 'markdown' | 'code';
  source: string;
}

export interface NotebookRecord {
  id: string;
  title: string;
  ownerId: string;
  members: Record<string, Role>;
  cells: Cell[];
}

export interface Notebook {
  id: string;
  title: string;
  ownerId: string;
  role: Role;
  cellCount: number;
  /** content hash; changes whenever a cell or the title changes */
  etag: string;
}

export interface CellPage {
  cells: Cell[];
  nextPageToken: string | null;
}

export interface NotebookStore {
  get(userId: string, id: string): Promise<Notebook | null>;
  cells(userId: string, id: string, page: { pageToken?: string; limit: number }): Promise<CellPage>;
  share(userId: string, id: string, invite: { email: string; role: Role; passwordRequired: boolean }): Promise<void>;
  remove(userId: string, id: string): Promise<void>;
}

export const etagOf = (record: Pick<NotebookRecord, 'title' | 'cells'>) =>
  createHash('sha256').update(JSON.stringify([record.title, record.cells])).digest('base64url');

// Paging cursors are opaque offsets. They only select which of the caller's own cells come next.
const toPageToken = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
function fromPageToken(token: string | undefined): number {
  if (!token) return 0;
  const match = /^o:(\d+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : 0;
}

export function createFileStore(dir: string): NotebookStore {
  const file = (id: string) => join(dir, `${id.replace(/[^0-9a-f-]/gi, '')}.json`);

  async function load(userId: string, id: string): Promise<NotebookRecord | null> {
    let record: NotebookRecord;
    try {
      record = JSON.parse(await readFile(file(id), 'utf8')) as NotebookRecord;
    } catch {
      return null;
    }
    return record.members[userId] ? record : null;
  }

  return {
    async get(userId, id) {
      const record = await load(userId, id);
      if (!record) return null;
      return {
        id: record.id,
        title: record.title,
        ownerId: record.ownerId,
        role: record.members[userId] ?? 'viewer',
        cellCount: record.cells.length,
        etag: etagOf(record),
      };
    },

    async cells(userId, id, { pageToken, limit }) {
      const record = await load(userId, id);
      if (!record) throw new Error('notebook not found');
      const offset = fromPageToken(pageToken);
      const cells = record.cells.slice(offset, offset + limit);
      const next = offset + cells.length;
      return { cells, nextPageToken: next < record.cells.length ? toPageToken(next) : null };
    },

    async share(userId, id, invite) {
      const record = await load(userId, id);
      if (!record || (record.members[userId] !== 'owner' && record.members[userId] !== 'editor')) {
        throw new Error('not allowed to share this notebook');
      }
      record.members[invite.email] = invite.role;
      await writeFile(file(id), JSON.stringify(record, null, 2));
      await mkdir(join(dir, 'invites'), { recursive: true });
      await writeFile(join(dir, 'invites', `${id}.${Date.now()}.json`), JSON.stringify({ by: userId, ...invite }));
    },

    async remove(userId, id) {
      const record = await load(userId, id);
      if (!record || record.ownerId !== userId) throw new Error('only the owner can delete a notebook');
      await rm(file(id));
    },
  };
}

export async function listIds(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5));
}
