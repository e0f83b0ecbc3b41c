// Client for the wiki's REST API. The service token stays on this server; the
// tools act on behalf of the signed-in user via the X-Atlas-On-Behalf-Of header.
const BASE = process.env.ATLAS_WIKI_URL ?? 'https://wiki.internal';
const SERVICE_TOKEN = process.env.ATLAS_WIKI_SERVICE_TOKEN;
if (!SERVICE_TOKEN) throw new Error('ATLAS_WIKI_SERVICE_TOKEN is not set');

async function api<T>(path: string, onBehalfOf: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE}/api/v2${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${SERVICE_TOKEN}`,
      'x-atlas-on-behalf-of': onBehalfOf,
      'content-type': 'application/json',
    },
  });
  if (!res.ok) throw new Error(`wiki API ${res.status} on ${path}`);
  return (await res.json()) as T;
}

export interface Draft {
  pageId: string;
  title: string;
  revision: number;
  changedSections: string[];
}

export const getDraft = (space: string, pageId: string, user: string) =>
  api<Draft>(`/spaces/${space}/pages/${pageId}/draft`, user);

export const publishDraft = (space: string, pageId: string, revision: number, user: string) =>
  api<{ url: string }>(`/spaces/${space}/pages/${pageId}/publish`, user, {
    method: 'POST',
    body: JSON.stringify({ expectedRevision: revision }),
  });

export interface SearchPage {
  results: { pageId: string; title: string }[];
  nextPageToken: string | null;
}

export const searchPages = (query: string, pageToken: string | null, user: string) =>
  api<SearchPage>(`/search?q=${encodeURIComponent(query)}${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}&limit=20`, user);

export const addLabel = (pageIds: string[], label: string, user: string) =>
  api<{ labelled: number }>('/labels/bulk', user, { method: 'POST', body: JSON.stringify({ pageIds, label }) });
