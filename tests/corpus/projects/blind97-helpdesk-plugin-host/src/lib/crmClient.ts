// Thin client for the CRM REST API, including the token exchange it requires.
// @ts-nocheck
import { config } from '../config.js';

export interface CrmAccount {
  id: string;
  name: string;
  domain: string;
  tier: string;
  owner: string;
}

export async function exchangeForCrmToken(userToken: string): Promise<string> {
  const res = await fetch(config.identity.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: userToken,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      audience: config.crm.audience,
      client_id: config.identity.clientId,
      client_secret: config.identity.clientSecret,
    }),
  });
  if (!res.ok) throw new Error(`CRM token exchange failed: ${res.status}`);
  const body = await res.json();
  return body.access_token;
}

async function crm(path: string, crmToken: string, init: RequestInit = {}) {
  const res = await fetch(`${config.crm.baseUrl}${path}`, {
    ...init,
    headers: { ...(init.headers ?? {}), authorization: `Bearer ${crmToken}`, accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`CRM ${init.method ?? 'GET'} ${path} returned ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export async function findAccountsByEmail(email: string, crmToken: string): Promise<CrmAccount[]> {
  const domain = email.split('@')[1] ?? '';
  const data = await crm(`/accounts?contact_email=${encodeURIComponent(email)}&domain=${encodeURIComponent(domain)}`, crmToken);
  return data.items;
}

export async function getAccount(id: string, crmToken: string): Promise<CrmAccount> {
  return crm(`/accounts/${encodeURIComponent(id)}`, crmToken);
}

export async function recordSupportLink(accountId: string, ticketNumber: number, crmToken: string) {
  await crm(`/accounts/${encodeURIComponent(accountId)}/activities`, crmToken, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'support_ticket', reference: `HD-${ticketNumber}` }),
  });
}
