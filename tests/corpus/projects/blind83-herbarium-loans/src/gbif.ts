// Clients for the GBIF occurrence API and the institution's collection portal that republishes to GBIF.
// @ts-nocheck
import { env } from './env.js';

export interface OccurrencePage {
  count: number;
  endOfRecords: boolean;
  results: Array<{ key: number; scientificName: string; country?: string; year?: number; catalogNumber?: string }>;
}

export async function searchOccurrences(q: { scientificName: string; country?: string; yearFrom?: number; yearTo?: number; offset?: number; limit?: number }) {
  const params = new URLSearchParams({
    datasetKey: env.gbifDatasetKey,
    scientificName: q.scientificName,
    limit: String(q.limit ?? 50),
    offset: String(q.offset ?? 0),
  });
  if (q.country) params.set('country', q.country);
  if (q.yearFrom || q.yearTo) params.set('year', `${q.yearFrom ?? '*'},${q.yearTo ?? '*'}`);
  const res = await fetch(`${env.gbifApiBase}/occurrence/search?${params}`, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`GBIF search failed: ${res.status}`);
  return (await res.json()) as OccurrencePage;
}

export async function unpublishFromPortal(catalogNumber: string, reason: string) {
  const res = await fetch(`${env.portalBaseUrl}/records/${encodeURIComponent(catalogNumber)}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${env.portalToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ reason }),
  });
  if (!res.ok && res.status !== 404) throw new Error(`portal unpublish failed: ${res.status}`);
}
