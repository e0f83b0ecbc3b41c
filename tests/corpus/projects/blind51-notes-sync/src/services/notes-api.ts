import { NOTES_API_URL } from '../env.js';

export interface Note {
  id: string;
  title: string;
  notebookId: string;
}

export class NotesApi {
  constructor(private readonly bearer: string) {}

  private async req<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${NOTES_API_URL}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${this.bearer}`, 'content-type': 'application/json', ...init.headers },
    });
    if (!res.ok) throw new Error(`notes api ${res.status} on ${path}`);
    return (await res.json()) as T;
  }

  getNote(id: string) {
    return this.req<Note>(`/notes/${id}`);
  }

  createShareLink(noteId: string, opts: { password: string; expiresInDays: number }) {
    return this.req<{ url: string }>(`/notes/${noteId}/share-links`, { method: 'POST', body: JSON.stringify(opts) });
  }

  mergeNotebooks(sourceId: string, targetId: string) {
    return this.req<{ moved: number }>(`/notebooks/${targetId}/merge`, {
      method: 'POST',
      body: JSON.stringify({ sourceId, deleteSource: true }),
    });
  }
}
