import { notesApiUrl } from '../config.js';

export interface Notebook {
  id: string;
  title: string;
  ownerId: string;
  pageCount: number;
}
export interface Page {
  id: string;
  title: string;
  body: string;
}
export interface PageList {
  pages: Page[];
  nextPageToken?: string;
}

export interface NotesService {
  getNotebook(actor: string, id: string): Promise<Notebook>;
  listPages(actor: string, id: string, opts: { pageToken?: string; limit: number }): Promise<PageList>;
  deleteNotebook(actor: string, id: string): Promise<void>;
}

async function api<T>(actor: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${notesApiUrl}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${process.env.NOTES_API_TOKEN}`,
      'x-acting-user': actor,
    },
  });
  if (res.status === 404) throw new Error('notebook not found');
  if (!res.ok) throw new Error(`notes API ${path}: ${res.status}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

const notes: NotesService = {
  getNotebook: (actor, id) => api(actor, `/notebooks/${encodeURIComponent(id)}`),
  listPages: (actor, id, { pageToken, limit }) =>
    api(actor, `/notebooks/${encodeURIComponent(id)}/pages?limit=${limit}${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`),
  deleteNotebook: (actor, id) => api(actor, `/notebooks/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};

/** Wraps a service so every method call is timed and counted, whatever its name. */
export function instrument<T extends object>(service: T, label: string): T {
  return new Proxy(service, {
    get(target, prop, receiver) {
      const member = Reflect.get(target, prop, receiver);
      if (typeof member !== 'function') return member;
      return async (...args: unknown[]) => {
        const started = performance.now();
        try {
          return await member.apply(target, args);
        } finally {
          console.debug(`${label}.${String(prop)} ${(performance.now() - started).toFixed(1)}ms`);
        }
      };
    },
  });
}

export const notesService = instrument(notes, 'notes');
