import { notesApiUrl } from './env';

/**
 * The notes service trusts the user's own access token: every call is made as the user, so
 * ownership and sharing rules are enforced there.
 */
async function call<T>(userToken: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(new URL(path, notesApiUrl), {
    ...init,
    headers: { ...init.headers, authorization: `Bearer ${userToken}`, 'content-type': 'application/json' },
  });
  if (res.status === 404) throw new Error('Not found, or not yours');
  if (!res.ok) throw new Error(`notes API ${res.status} on ${path}`);
  return (await res.json()) as T;
}

export interface Note {
  id: string;
  title: string;
  notebookId: string;
  visibility: 'private' | 'workspace' | 'link' | 'public';
}

export interface Notebook {
  id: string;
  name: string;
  noteCount: number;
}

export const notesApi = {
  note: (token: string, noteId: string) => call<Note>(token, `/v1/notes/${encodeURIComponent(noteId)}`),
  notebook: (token: string, notebookId: string) => call<Notebook>(token, `/v1/notebooks/${encodeURIComponent(notebookId)}`),
  setVisibility: (token: string, noteId: string, visibility: Note['visibility']) =>
    call<Note>(token, `/v1/notes/${encodeURIComponent(noteId)}`, { method: 'PATCH', body: JSON.stringify({ visibility }) }),
  purgeNotebook: (token: string, notebookId: string) =>
    call<{ deleted: number }>(token, `/v1/notebooks/${encodeURIComponent(notebookId)}/purge`, { method: 'POST' }),
};

/** Only answers for notes whose visibility is "link" or "public"; needs no credentials. */
export async function publicNote(noteId: string): Promise<Note & { html: string }> {
  const res = await fetch(new URL(`/v1/public/notes/${encodeURIComponent(noteId)}`, notesApiUrl));
  if (!res.ok) throw new Error(`notes API ${res.status}`);
  return (await res.json()) as Note & { html: string };
}
