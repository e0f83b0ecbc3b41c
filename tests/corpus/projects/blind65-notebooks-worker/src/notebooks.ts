// Notebooks live in KV under the owner's id, so a user can only ever reach their own.
import type { Env } from './rpc';

export interface Note {
  id: string;
  title: string;
  body: string;
  updatedAt: string;
}

export interface Notebook {
  id: string;
  title: string;
  notes: Note[];
  createdAt: string;
}

const keyOf = (userId: string, notebookId: string) => `nb:${userId}:${notebookId}`;

export async function getNotebook(env: Env, userId: string, notebookId: string): Promise<Notebook | null> {
  return env.NOTEBOOKS.get<Notebook>(keyOf(userId, notebookId), 'json');
}

export async function listNotebooks(env: Env, userId: string): Promise<Array<Pick<Notebook, 'id' | 'title'>>> {
  const out: Array<Pick<Notebook, 'id' | 'title'>> = [];
  let cursor: string | undefined;
  do {
    const page = await env.NOTEBOOKS.list<{ title: string }>({ prefix: `nb:${userId}:`, cursor });
    for (const entry of page.keys) {
      out.push({ id: entry.name.slice(`nb:${userId}:`.length), title: entry.metadata?.title ?? '(untitled)' });
    }
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return out.sort((a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }));
}

export async function deleteNotebook(env: Env, userId: string, notebookId: string): Promise<void> {
  await env.NOTEBOOKS.delete(keyOf(userId, notebookId));
}
