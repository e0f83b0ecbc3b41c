// CrmClient class for fetching, merging, bulk upserting and annotating contacts.
// @ts-nocheck
export interface Contact {
  id: string;
  name: string;
  email?: string;
  company?: string;
}

export class CrmClient {
  constructor(private readonly baseUrl: string, private readonly apiKey: string) {}

  private async req<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${this.apiKey}`, 'content-type': 'application/json' },
    });
    if (!res.ok) throw new Error(`CRM ${path} -> ${res.status}`);
    return (await res.json()) as T;
  }

  get(id: string) {
    return this.req<Contact>(`/contacts/${id}`);
  }
  merge(primaryId: string, duplicateIds: string[]) {
    return this.req<Contact>(`/contacts/${primaryId}/merge`, { method: 'POST', body: JSON.stringify({ duplicateIds }) });
  }
  upsertMany(contacts: Omit<Contact, 'id'>[]) {
    return this.req<{ created: number; updated: number }>('/contacts/bulk', { method: 'POST', body: JSON.stringify(contacts) });
  }
  addNote(contactId: string, body: string) {
    return this.req<{ id: string }>(`/contacts/${contactId}/notes`, { method: 'POST', body: JSON.stringify({ body }) });
  }
}
