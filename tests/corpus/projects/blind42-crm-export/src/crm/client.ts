import { settings } from '../settings.js';

export interface Contact {
  id: string;
  email: string;
  name: string;
  company?: string;
  updatedAt: string;
}

export interface Segment {
  id: string;
  name: string;
  ownerId: string;
}

async function crm<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${settings.crm.baseUrl}${path}`, {
    ...init,
    headers: { 'x-api-key': settings.crm.apiKey, 'content-type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`CRM ${init.method ?? 'GET'} ${path} -> ${res.status}`);
  return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
}

export const segments = {
  get: (id: string) => crm<Segment>(`/segments/${encodeURIComponent(id)}`),
  count: (id: string) => crm<{ rows: number }>(`/segments/${encodeURIComponent(id)}/count`).then((r) => r.rows),
  async *rows(id: string, pageSize: number): AsyncGenerator<Contact[]> {
    let cursor: string | undefined;
    do {
      const q = new URLSearchParams({ limit: String(pageSize), ...(cursor ? { after: cursor } : {}) });
      const page = await crm<{ data: Contact[]; next?: string }>(`/segments/${encodeURIComponent(id)}/contacts?${q}`);
      yield page.data;
      cursor = page.next;
    } while (cursor);
  },
};

export const contacts = {
  get: (id: string) => crm<Contact>(`/contacts/${encodeURIComponent(id)}`),
  merge: (survivorId: string, duplicateId: string, actor: string) =>
    crm<{ mergedInto: string }>(`/contacts/${encodeURIComponent(survivorId)}/merge`, {
      method: 'POST',
      body: JSON.stringify({ duplicateId, actor }),
    }),
};

/** Advisory locks so two people don't merge the same contacts at once. */
export const locks = {
  acquire: (resourceIds: string[], ttlMs: number, owner: string) =>
    crm<{ lockId: string }>('/locks', { method: 'POST', body: JSON.stringify({ resourceIds, ttlMs, owner }) }).then((r) => r.lockId),
  release: (lockId: string) => crm<void>(`/locks/${encodeURIComponent(lockId)}`, { method: 'DELETE' }),
};
