// HTTP client for the sales CRM's contacts API; every call runs under the agent's own CRM key.
// @ts-nocheck
import type { Customer } from './db';

export class CrmError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

async function crmFetch<T>(baseUrl: string, apiKey: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Token ${apiKey}` },
  });
  if (!res.ok) throw new CrmError(`CRM ${init.method ?? 'GET'} ${path} -> ${res.status}`, res.status);
  return (await res.json()) as T;
}

export function whoAmI(baseUrl: string, apiKey: string) {
  return crmFetch<{ id: string; email: string; seat: string }>(baseUrl, apiKey, '/api/v3/me');
}

export function findContactByEmail(baseUrl: string, apiKey: string, email: string) {
  return crmFetch<{ results: Array<{ id: string; name: string }> }>(
    baseUrl,
    apiKey,
    `/api/v3/contacts?email=${encodeURIComponent(email)}`,
  );
}

export function createContact(baseUrl: string, apiKey: string, customer: Customer, fields: string[]) {
  const body: Record<string, unknown> = { email: customer.email, name: customer.name, source: 'helpdesk' };
  for (const field of fields) {
    if (field in customer && field !== 'id') body[field] = customer[field as keyof Customer];
  }
  return crmFetch<{ id: string }>(baseUrl, apiKey, '/api/v3/contacts', { method: 'POST', body: JSON.stringify(body) });
}
