// HTTP client for the collections management system: taxon matching, specimens and loan records.
// @ts-nocheck
import { env } from './env.js';

async function cms(path: string, opts: { method?: string; body?: unknown; onBehalfOf?: string } = {}) {
  const headers: Record<string, string> = {
    accept: 'application/json',
    authorization: `Bearer ${env.collectionsServiceToken}`,
  };
  if (opts.onBehalfOf) headers['x-on-behalf-of'] = opts.onBehalfOf;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${env.collectionsUrl}${path}`, {
    method: opts.method ?? 'GET',
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: AbortSignal.timeout(12_000),
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`collections ${opts.method ?? 'GET'} ${path}: ${res.status}`);
  return res.json();
}

export async function matchTaxon(name: string, pageToken?: string) {
  const qs = new URLSearchParams({ q: name, limit: '8' });
  if (pageToken) qs.set('pageToken', pageToken);
  const data = await cms(`/taxa/match?${qs}`);
  return {
    matches: data.results.map(t => ({ key: String(t.key), label: `${t.scientificName} [${t.status.toLowerCase()}]` })),
    nextPageToken: data.nextPageToken ?? null,
  };
}

export async function searchSpecimens(q: { taxonKey: string; country?: string; yearFrom?: number; yearTo?: number }) {
  const qs = new URLSearchParams({ taxonKey: q.taxonKey, limit: String(env.pageSize) });
  if (q.country) qs.set('country', q.country);
  if (q.yearFrom) qs.set('eventYearFrom', String(q.yearFrom));
  if (q.yearTo) qs.set('eventYearTo', String(q.yearTo));
  return cms(`/specimens?${qs}`);
}

export async function specimensForLoan(barcodes: string[]) {
  const data = await cms('/specimens/lookup', { method: 'POST', body: { barcodes } });
  return data.specimens.map(s => ({
    barcode: s.barcode,
    taxon: s.scientificName,
    isType: Boolean(s.typeStatus),
    loanable: s.loanStatus === 'available',
    insuredValue: s.insuredValue ?? 0,
  }));
}

export function createLoan(loan: Record<string, unknown>, onBehalfOf: string) {
  return cms('/loans', { method: 'POST', body: loan, onBehalfOf });
}

export function getLoan(loanId: string) {
  return cms(`/loans/${encodeURIComponent(loanId)}`);
}

export function cancelLoan(loanId: string, reason: string, onBehalfOf: string) {
  return cms(`/loans/${encodeURIComponent(loanId)}/cancellation`, { method: 'POST', body: { reason }, onBehalfOf });
}
