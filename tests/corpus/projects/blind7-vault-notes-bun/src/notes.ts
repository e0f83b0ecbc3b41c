const NOTES_API = Bun.env.NOTES_API ?? 'http://localhost:5005';

export interface Notebook {
  id: string;
  title: string;
  ownerId: string;
  etag: string;
}

export interface Note {
  id: string;
  title: string;
  body: string;
}

async function call<T>(path: string, bearer: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${NOTES_API}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`notes ${path}: ${res.status}`);
  return (await res.json()) as T;
}

export const notes = {
  notebook: (bearer: string, id: string) => call<Notebook>(`/notebooks/${encodeURIComponent(id)}`, bearer),
  share: (bearer: string, id: string, email: string, role: string) =>
    call<{ inviteId: string }>(`/notebooks/${encodeURIComponent(id)}/shares`, bearer, { method: 'POST', body: JSON.stringify({ email, role }) }),
  // short-lived, read-only, scoped to one notebook
  exportGrant: (bearer: string, id: string) =>
    call<{ grant: string; expiresIn: number }>(`/notebooks/${encodeURIComponent(id)}/export-grants`, bearer, { method: 'POST' }),
  notesWithGrant: (grant: string, id: string) => call<Note[]>(`/exports/${encodeURIComponent(id)}/notes`, grant),
};

export function* paragraphs(list: Note[], maxChars: number): Generator<string> {
  let used = 0;
  for (const note of list) {
    for (const para of note.body.split(/\n{2,}/)) {
      const trimmed = para.trim();
      if (!trimmed) continue;
      if (used + trimmed.length > maxChars) return;
      used += trimmed.length;
      yield `# ${note.title}\n${trimmed}`;
    }
  }
}
