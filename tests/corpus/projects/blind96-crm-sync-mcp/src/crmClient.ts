// Small REST client for the CRM API; every instance acts with one exchanged access token.
// @ts-nocheck
import { config } from './config.js';

export interface Contact {
  id: string;
  displayName: string;
  email: string;
  accountId?: string | null;
  updatedAt: string;
}

export interface Account {
  id: string;
  name: string;
  domain?: string;
  owner?: string;
}

export class CrmError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

export class CrmClient {
  constructor(private readonly accessToken: string) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), config.crm.timeoutMs);
    try {
      const res = await fetch(`${config.crm.baseUrl}${path}`, {
        method,
        signal: controller.signal,
        headers: {
          authorization: `Bearer ${this.accessToken}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) {
        throw new CrmError(res.status, `CRM ${method} ${path} failed with ${res.status}`);
      }
      return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
    } finally {
      clearTimeout(timer);
    }
  }

  getContact(id: string) {
    return this.call<Contact>('GET', `/contacts/${encodeURIComponent(id)}`);
  }

  searchContacts(query: string, limit = 20) {
    const qs = new URLSearchParams({ q: query, limit: String(limit) });
    return this.call<{ items: Contact[] }>('GET', `/contacts?${qs}`);
  }

  searchAccounts(query: string, limit = 8) {
    const qs = new URLSearchParams({ q: query, limit: String(limit) });
    return this.call<{ items: Account[] }>('GET', `/accounts?${qs}`);
  }

  mergeContacts(survivorId: string, duplicateId: string) {
    return this.call<Contact>('POST', `/contacts/${encodeURIComponent(survivorId)}/merge`, {
      duplicateId,
      deleteDuplicate: true,
    });
  }

  linkContactToAccount(contactId: string, accountId: string) {
    return this.call<Contact>('PATCH', `/contacts/${encodeURIComponent(contactId)}`, { accountId });
  }

  listExportLayouts(segment: string) {
    return this.call<{ items: { id: string; label: string; fields: string[] }[] }>(
      'GET',
      `/exports/layouts?segment=${encodeURIComponent(segment)}`,
    );
  }

  startLeadExport(segment: string, layoutId: string, format: 'csv' | 'xlsx') {
    return this.call<{ jobId: string; statusUrl: string }>('POST', '/exports/leads', {
      segment,
      layoutId,
      format,
    });
  }
}
