import type { Bindings } from './types';

const API = 'https://api.cloudflare.com/client/v4';

export interface DnsRecord {
  id: string;
  zone_id: string;
  type: string;
  name: string;
  content: string;
  proxied: boolean;
  ttl: number;
}

interface ApiEnvelope<T> {
  success: boolean;
  errors: { code: number; message: string }[];
  result: T;
  result_info?: { page: number; per_page: number; total_pages: number; count: number };
}

async function api<T>(env: Bindings, path: string, init?: RequestInit): Promise<ApiEnvelope<T>> {
  const res = await fetch(API + path, {
    ...init,
    headers: { authorization: `Bearer ${env.CF_API_TOKEN}`, 'content-type': 'application/json' },
  });
  const body = (await res.json()) as ApiEnvelope<T>;
  if (!body.success && res.status !== 404) {
    throw new Error(body.errors.map((e) => e.message).join('; ') || `Cloudflare API ${res.status}`);
  }
  return body;
}

export async function getRecord(env: Bindings, zoneId: string, recordId: string): Promise<DnsRecord | null> {
  const body = await api<DnsRecord>(env, `/zones/${zoneId}/dns_records/${recordId}`);
  return body.success ? body.result : null;
}

export async function deleteRecord(env: Bindings, zoneId: string, recordId: string): Promise<void> {
  await api<{ id: string }>(env, `/zones/${zoneId}/dns_records/${recordId}`, { method: 'DELETE' });
}

export async function searchRecords(env: Bindings, zoneId: string, query: string, page: number) {
  const params = new URLSearchParams({ 'name.contains': query, page: String(page), per_page: '50', order: 'name' });
  const body = await api<DnsRecord[]>(env, `/zones/${zoneId}/dns_records?${params}`);
  return { records: body.result, totalPages: body.result_info?.total_pages ?? 1 };
}
