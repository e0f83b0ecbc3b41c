// Injectable CRM API client for contacts, merges and lead domain suggestions.
// @ts-nocheck
import { Injectable } from '../common/container';
import { SecretsConfig } from '../config/secrets';

export interface Contact {
  id: string;
  name: string;
  email: string;
  companyDomain?: string;
}

@Injectable(SecretsConfig)
export class CrmClient {
  constructor(private readonly secrets: SecretsConfig) {}

  getContact(id: string): Promise<Contact> {
    return this.request('GET', `/contacts/${encodeURIComponent(id)}`);
  }

  mergeContacts(survivorId: string, duplicateIds: string[]): Promise<{ merged: number }> {
    return this.request('POST', `/contacts/${encodeURIComponent(survivorId)}/merge`, { duplicateIds });
  }

  suggestDomains(leadId: string): Promise<string[]> {
    return this.request('GET', `/leads/${encodeURIComponent(leadId)}/domain-suggestions`);
  }

  setLeadDomain(leadId: string, domain: string): Promise<void> {
    return this.request('PATCH', `/leads/${encodeURIComponent(leadId)}`, { companyDomain: domain });
  }

  private async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.secrets.crmBaseUrl}${path}`, {
      method,
      headers: { 'x-api-key': this.secrets.crmApiKey, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`CRM ${method} ${path}: ${res.status}`);
    return (await res.json()) as T;
  }
}
