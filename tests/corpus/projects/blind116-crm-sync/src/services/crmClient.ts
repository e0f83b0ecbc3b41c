// CRM REST client for contacts, contact merges, account sync and token refresh.
// @ts-nocheck
import type { CrmSyncConfig } from '../config';
import type { CrmCredentials } from './tokenVault';

export interface Contact {
  id: string;
  name: string;
  email: string;
  accountId: string;
}

export class CrmClient {
  constructor(private readonly cfg: CrmSyncConfig['crm']) {}

  private async req<T>(creds: Pick<CrmCredentials, 'accessToken'>, method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.cfg.baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${creds.accessToken}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`crm ${method} ${path} failed with ${res.status}`);
    return (await res.json()) as T;
  }

  async refresh(refreshToken: string): Promise<CrmCredentials> {
    const res = await fetch(`${this.cfg.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: this.cfg.clientId,
        client_secret: this.cfg.clientSecret,
      }),
    });
    const t = (await res.json()) as { access_token: string; refresh_token: string; expires_in: number };
    return { accessToken: t.access_token, refreshToken: t.refresh_token, expiresAt: Date.now() + t.expires_in * 1000 };
  }

  contact(creds: CrmCredentials, id: string) {
    return this.req<Contact>(creds, 'GET', `/contacts/${id}`);
  }

  mergeContacts(creds: CrmCredentials, keepId: string, dropId: string) {
    return this.req<Contact>(creds, 'POST', `/contacts/${keepId}/merge`, { mergeFrom: dropId });
  }

  syncAccount(creds: Pick<CrmCredentials, 'accessToken'>, accountId: string, fields: string[]) {
    return this.req<{ updated: number }>(creds, 'POST', `/accounts/${accountId}/sync`, { fields });
  }
}
