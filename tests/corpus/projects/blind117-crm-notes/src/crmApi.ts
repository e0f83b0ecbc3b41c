// Fetch client for the internal CRM API.
// @ts-nocheck
const CRM = process.env.CRM_API_URL ?? 'http://crm.internal/api';

async function req<T>(method: string, path: string, body?: unknown): Promise<T> {
  const r = await fetch(`${CRM}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-service': 'crm-notes-mcp' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`CRM ${method} ${path} failed: ${r.status}`);
  return (await r.json()) as T;
}

export const canWrite = (userId: string, contactId: string) =>
  req<{ allowed: boolean }>('GET', `/acl/${userId}/contacts/${contactId}`).then((r) => r.allowed);
export const addNote = (contactId: string, author: string, body: string, tags: string[], visibility: string) =>
  req<{ id: string }>('POST', `/contacts/${contactId}/notes`, { author, body, tags, visibility });
export const mergeContacts = (keepId: string, dropIds: string[], by: string) =>
  req<{ merged: number }>('POST', '/contacts/merge', { keepId, dropIds, by });
export const segmentRows = (segment: string) => req<string[][]>('GET', `/segments/${encodeURIComponent(segment)}/rows`);
export const googleLink = (userId: string) =>
  req<{ accessToken: string; sheets: { id: string; title: string }[] }>('GET', `/integrations/google/${userId}`);
