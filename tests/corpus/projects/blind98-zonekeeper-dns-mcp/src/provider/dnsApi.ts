// Client for the upstream DNS provider's zone and record API (server-held API token).
// @ts-nocheck
import { env } from '../env.js';

export interface DnsRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied?: boolean;
}

async function api(path: string, init: { method?: string; body?: unknown; query?: Record<string, string> } = {}) {
  const url = new URL(env.providerBaseUrl + path);
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${env.providerApiToken}`,
      'content-type': 'application/json',
      'x-api-version': env.providerApiVersion,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(10_000),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok || json?.success === false) {
    const msg = json?.errors?.map((e) => e.message).join('; ') || res.statusText;
    throw new Error(`DNS provider ${init.method ?? 'GET'} ${path}: ${msg}`);
  }
  return json?.result;
}

export function listRecords(zoneId: string, filter: { name?: string; type?: string } = {}): Promise<DnsRecord[]> {
  const query: Record<string, string> = { per_page: '500' };
  if (filter.name) query.name = filter.name;
  if (filter.type) query.type = filter.type;
  return api(`/zones/${zoneId}/dns_records`, { query });
}

export function createRecord(zoneId: string, rec: Omit<DnsRecord, 'id'>): Promise<DnsRecord> {
  return api(`/zones/${zoneId}/dns_records`, { method: 'POST', body: rec });
}

export function replaceRecord(zoneId: string, id: string, rec: Omit<DnsRecord, 'id'>): Promise<DnsRecord> {
  return api(`/zones/${zoneId}/dns_records/${id}`, { method: 'PUT', body: rec });
}

export function deleteRecord(zoneId: string, id: string): Promise<{ id: string }> {
  return api(`/zones/${zoneId}/dns_records/${id}`, { method: 'DELETE' });
}
