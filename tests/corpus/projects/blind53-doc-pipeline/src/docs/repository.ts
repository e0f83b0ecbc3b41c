export interface DocVersion {
  readonly docId: string;
  readonly version: number;
  readonly title: string;
  readonly ownerId: string;
  readonly body: string;
  readonly checksum: string;
}

export type Channel = 'web' | 'pdf';

export interface PublishReceipt {
  readonly docId: string;
  readonly version: number;
  readonly channel: Channel;
  readonly url: string;
}

const API = process.env.DOCS_API_URL ?? 'http://docs-api.internal:8000';

function serviceHeaders(): HeadersInit {
  const token = process.env.DOCS_API_TOKEN;
  if (!token) throw new Error('DOCS_API_TOKEN is not set');
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${API}${path}`, { ...init, headers: serviceHeaders() });
  if (!res.ok) throw new Error(`docs-api ${path}: ${res.status}`);
  return (await res.json()) as T;
}

export const docs = {
  version: (docId: string, version: number) => call<DocVersion>(`/docs/${encodeURIComponent(docId)}/versions/${version}`),
  live: (docId: string, channel: Channel) =>
    call<DocVersion | null>(`/docs/${encodeURIComponent(docId)}/live/${channel}`),
  publish: (docId: string, version: number, channel: Channel, by: string) =>
    call<PublishReceipt>(`/docs/${encodeURIComponent(docId)}/publish`, {
      method: 'POST',
      body: JSON.stringify({ version, channel, by }),
    }),
  canEdit: (docId: string, userId: string) =>
    call<{ allowed: boolean }>(`/docs/${encodeURIComponent(docId)}/acl/${encodeURIComponent(userId)}`).then((r) => r.allowed),
  bundle: (docIds: readonly string[], format: 'zip' | 'epub', by: string) =>
    call<{ bundleId: string; bytes: number }>('/bundles', { method: 'POST', body: JSON.stringify({ docIds, format, by }) }),
} as const;
