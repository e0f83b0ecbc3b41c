import type { Redis } from 'ioredis';

const API = 'https://api.hubapi.com';

export interface Contact {
  id: string;
  email: string | null;
  name: string;
  noteCount: number;
}

export interface Note {
  id: string;
  createdAt: string;
  body: string;
}

/** HubSpot on behalf of one user, with the OAuth access token the portal stored for them. */
export class HubSpot {
  constructor(private readonly accessToken: string) {}

  private async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${API}${path}`, {
      method,
      headers: { authorization: `Bearer ${this.accessToken}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`HubSpot ${method} ${path}: ${res.status}`);
    return (await res.json()) as T;
  }

  async contact(id: string): Promise<Contact> {
    const c = await this.request<{ id: string; properties: Record<string, string | null> }>(
      'GET',
      `/crm/v3/objects/contacts/${id}?properties=email,firstname,lastname,num_notes`,
    );
    return {
      id: c.id,
      email: c.properties.email,
      name: [c.properties.firstname, c.properties.lastname].filter(Boolean).join(' ') || '(no name)',
      noteCount: Number(c.properties.num_notes ?? 0),
    };
  }

  /** One page of a contact's notes; `after` is HubSpot's opaque paging cursor. */
  async notesPage(contactId: string, after?: string): Promise<{ notes: Note[]; nextPageToken?: string }> {
    const page = await this.request<{
      results: Array<{ id: string; properties: { hs_note_body?: string; hs_createdate: string } }>;
      paging?: { next?: { after: string } };
    }>('POST', '/crm/v3/objects/notes/search', {
      filterGroups: [{ filters: [{ propertyName: 'associations.contact', operator: 'EQ', value: contactId }] }],
      properties: ['hs_note_body', 'hs_createdate'],
      sorts: [{ propertyName: 'hs_createdate', direction: 'ASCENDING' }],
      limit: 100,
      after,
    });
    return {
      notes: page.results.map((r) => ({ id: r.id, createdAt: r.properties.hs_createdate, body: r.properties.hs_note_body ?? '' })),
      nextPageToken: page.paging?.next?.after,
    };
  }

  async mergeContacts(primaryId: string, duplicateId: string): Promise<void> {
    await this.request('POST', '/crm/v3/objects/contacts/merge', {
      primaryObjectId: primaryId,
      objectIdToMerge: duplicateId,
    });
  }
}

/** Access tokens stay in Redis, written by the portal's OAuth callback and refreshed by its worker. */
export function hubspotForUser(redis: Redis) {
  return async (userId: string): Promise<HubSpot> => {
    const accessToken = await redis.get(`hubspot:access-token:${userId}`);
    if (!accessToken) throw new Error('Connect your HubSpot account in the portal first.');
    return new HubSpot(accessToken);
  };
}
