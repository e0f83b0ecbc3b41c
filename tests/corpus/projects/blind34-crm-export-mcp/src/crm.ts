import { env } from './env.js';

export interface Segment {
  id: string;
  name: string;
  size: number;
}

export interface Contact {
  id: string;
  email: string;
  name: string;
  company?: string;
}

async function crm<T>(userToken: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(env.crmBase + path, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${userToken}`, accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`CRM ${init.method ?? 'GET'} ${path}: ${res.status}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

export const getSegment = (tok: string, id: string) => crm<Segment>(tok, `/segments/${encodeURIComponent(id)}`);

export const contactsPage = (tok: string, segmentId: string, pageToken?: string | null) =>
  crm<{ items: Contact[]; nextPageToken: string | null; total: number }>(
    tok,
    `/segments/${encodeURIComponent(segmentId)}/contacts?limit=500${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`,
  );

export const purgeSegment = (tok: string, segmentId: string) =>
  crm<{ deleted: number }>(tok, `/segments/${encodeURIComponent(segmentId)}/contacts`, { method: 'DELETE' });

export const storeExport = (tok: string, name: string, body: string) =>
  crm<{ fileId: string }>(tok, '/files', { method: 'POST', body: JSON.stringify({ name, body }), headers: { 'content-type': 'application/json' } });
