import type { CrmGrant } from '../vault/token-vault.js';

export interface Contact {
  readonly id: string;
  readonly name: string;
  readonly email?: string;
  readonly company?: string;
  readonly owner?: string;
}

export interface Page<T> {
  readonly items: readonly T[];
  /** Opaque cursor of the CRM's search API; not a credential. */
  readonly nextPageToken?: string;
}

/** Talks to the user's CRM instance with the user's own grant, server-side only. */
export class CrmClient {
  constructor(private readonly grant: Pick<CrmGrant, 'instanceUrl' | 'tokenType' | 'accessToken'>) {}

  private async get<T>(path: string, query: Record<string, string | undefined> = {}): Promise<T> {
    const url = new URL(path, this.grant.instanceUrl);
    for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, v);
    const res = await fetch(url, { headers: { authorization: `${this.grant.tokenType} ${this.grant.accessToken}` } });
    if (!res.ok) throw new Error(`CRM ${path}: ${res.status}`);
    return (await res.json()) as T;
  }

  searchContacts(query: string, pageToken?: string): Promise<Page<Contact>> {
    return this.get('/api/v3/contacts/search', { q: query, page_token: pageToken, limit: '5' });
  }

  contact(id: string): Promise<Contact> {
    return this.get(`/api/v3/contacts/${encodeURIComponent(id)}`);
  }

  async revoke(): Promise<void> {
    const res = await fetch(new URL('/oauth/revoke', this.grant.instanceUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: this.grant.accessToken }),
    });
    if (!res.ok && res.status !== 400) throw new Error(`CRM revoke: ${res.status}`);
  }
}
