// The notes service, called with this server's own service credential; nothing of it reaches clients.
const BASE = process.env.NOTES_API_URL ?? 'https://notes.internal.acme.net';

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(new URL(path, BASE), {
    ...init,
    headers: {
      authorization: `Bearer ${process.env.NOTES_SERVICE_TOKEN}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });
  if (!response.ok) throw new Error(`notes ${init.method ?? 'GET'} ${path}: ${response.status}`);
  return (await response.json()) as T;
}

export interface Conflict {
  noteId: string;
  title: string;
  localUpdatedAt: string;
  remoteUpdatedAt: string;
}

export const notes = {
  owner: (notebookId: string) => call<{ ownerId: string; title: string; noteCount: number }>(`/notebooks/${notebookId}`),

  conflicts: (notebookId: string, pageToken?: string) =>
    call<{ conflicts: Conflict[]; pageToken?: string }>(
      `/notebooks/${notebookId}/conflicts${pageToken ? `?pageToken=${encodeURIComponent(pageToken)}` : ''}`,
    ),

  resolve: (notebookId: string, noteId: string, keep: 'local' | 'remote', by: string) =>
    call(`/notebooks/${notebookId}/conflicts/${noteId}`, { method: 'POST', body: JSON.stringify({ keep, by }) }),

  purge: (notebookId: string, includeTrash: boolean, by: string) =>
    call<{ removed: number }>(`/notebooks/${notebookId}/purge`, {
      method: 'POST',
      body: JSON.stringify({ includeTrash, by }),
    }),
};
