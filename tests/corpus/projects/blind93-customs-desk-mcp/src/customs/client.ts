// Client for the national customs authority's declaration and tariff APIs.
// @ts-nocheck
import { request } from 'undici';
import { env } from '../env.js';

export const CUSTOMS_API_VERSION = '2.3';

async function call(method: string, path: string, body?: unknown) {
  const res = await request(`${env.customs.baseUrl}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'api-version': CUSTOMS_API_VERSION,
      'ocp-apim-subscription-key': env.customs.subscriptionKey,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    headersTimeout: 15_000,
    bodyTimeout: 15_000,
  });
  const json = res.statusCode === 204 ? null : await res.body.json();
  if (res.statusCode >= 400) {
    const err = new Error(json?.title ?? `customs API ${method} ${path} -> ${res.statusCode}`);
    err.status = res.statusCode;
    err.details = json?.errors;
    throw err;
  }
  return json;
}

export interface CommodityHit {
  code: string;
  description: string;
  dutyRatePct: number;
}

export function searchCommodities(text: string, origin: string, pageToken?: string) {
  const qs = new URLSearchParams({ q: text, origin, pageSize: '5' });
  if (pageToken) qs.set('pageToken', pageToken);
  return call('GET', `/tariff/commodities?${qs}`) as Promise<{ items: CommodityHit[]; nextPageToken?: string }>;
}

export function submitDeclaration(decl: Record<string, unknown>) {
  return call('POST', '/declarations', decl) as Promise<{ mrn: string; status: string; acceptedAt: string }>;
}

export function withdrawDeclaration(mrn: string, reason: string) {
  return call('POST', `/declarations/${encodeURIComponent(mrn)}/invalidation`, { reason });
}
