// Fetch-based client for the docs backend: documents, publishing, sharing, drives and search.
// @ts-nocheck
export interface Doc {
  id: string;
  title: string;
  driveId: string;
  status: 'draft' | 'published';
}

const API = process.env.DOCS_API_URL ?? 'https://docs.internal.example.com/api';

async function call<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`docs api ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Delegated, user-scoped token for the docs backend (valid ~1h). */
export async function delegatedToken(mcpToken: string): Promise<string> {
  const { access_token } = await call<{ access_token: string }>(mcpToken, '/delegation', { method: 'POST' });
  return access_token;
}

export const getDoc = (token: string, id: string) => call<Doc>(token, `/docs/${id}`);
export const publishDoc = (token: string, id: string, channel: string) =>
  call<Doc>(token, `/docs/${id}/publish`, { method: 'POST', body: JSON.stringify({ channel }) });
export const shareDoc = (token: string, id: string, email: string, role: string) =>
  call<{ ok: true }>(token, `/docs/${id}/permissions`, { method: 'POST', body: JSON.stringify({ email, role }) });
export const listDrives = (token: string) => call<{ id: string; name: string }[]>(token, '/drives');
export const search = (token: string, q: string, driveId?: string) =>
  call<Doc[]>(token, `/search?q=${encodeURIComponent(q)}${driveId ? `&drive=${driveId}` : ''}`);
