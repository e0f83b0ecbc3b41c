// CRM client for token exchange, cached contact lookups and contact merges.
// @ts-nocheck
import { cached } from './cache.js';

const CRM_BASE = process.env.CRM_BASE_URL ?? 'https://crm.internal.example';

export interface Contact {
  id: string;
  name: string;
  email?: string;
  phone?: string;
  company?: string;
}

/** Swap the MCP bearer for a CRM access token (RFC 8693 token exchange). */
export async function exchangeToken(userId: string, subjectToken: string): Promise<string> {
  return cached(`crm-token:${userId}`, 240, async () => {
    const res = await fetch(`${CRM_BASE}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        subject_token: subjectToken,
        subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      }),
    });
    if (!res.ok) throw new Error(`token exchange failed: ${res.status}`);
    const body = (await res.json()) as { access_token: string };
    return body.access_token;
  });
}

async function crmFetch<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${CRM_BASE}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`CRM ${res.status} ${path}`);
  return (await res.json()) as T;
}

export const getContacts = (token: string, ids: string[]) =>
  cached(`contacts:${[...ids].sort().join(',')}`, 60, () =>
    crmFetch<Contact[]>(token, `/contacts?ids=${ids.map(encodeURIComponent).join(',')}`),
  );

export const mergeContacts = (token: string, primaryId: string, duplicateIds: string[], keep: Record<string, string>) =>
  crmFetch<Contact>(token, `/contacts/${primaryId}/merge`, {
    method: 'POST',
    body: JSON.stringify({ duplicateIds, keep }),
  });
