// CRM and HubSpot API helpers for contact search and merge, pipelines and HubSpot sync.
// @ts-nocheck
import { config } from './config';

export interface Contact {
  id: string;
  name: string;
  email: string;
  owner: string;
}

async function crm<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(new URL(path, config.crmBaseUrl), {
    ...init,
    headers: { authorization: `Bearer ${config.crmServiceToken}`, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`CRM ${path} failed with ${res.status}`);
  return res.json() as Promise<T>;
}

export const searchContacts = (q: string, owner: string, offset: number, limit: number) =>
  crm<{ items: Contact[]; total: number }>(
    `/contacts?q=${encodeURIComponent(q)}&owner=${encodeURIComponent(owner)}&offset=${offset}&limit=${limit}`,
  );

export const mergeContacts = (primaryId: string, duplicateIds: string[]) =>
  crm<{ merged: number }>(`/contacts/${primaryId}/merge`, { method: 'POST', body: JSON.stringify({ duplicateIds }) });

export const pipelinesFor = (userId: string) => crm<{ id: string; label: string }[]>(`/users/${userId}/pipelines`);

export async function hubspotTokenFor(userId: string): Promise<string> {
  const res = await fetch(`${config.tokenVaultUrl}/v1/hubspot/${encodeURIComponent(userId)}`, {
    headers: { authorization: `Bearer ${config.crmServiceToken}` },
  });
  if (!res.ok) throw new Error('user has not connected HubSpot');
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function pushToHubspot(accessToken: string, pipelineIds: string[]): Promise<number> {
  const res = await fetch('https://api.hubapi.com/crm/v3/objects/deals/batch/upsert', {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ inputs: pipelineIds.map((id) => ({ idProperty: 'pipeline_ref', id, properties: {} })) }),
  });
  if (!res.ok) throw new Error(`HubSpot sync failed: ${res.status}`);
  return pipelineIds.length;
}
