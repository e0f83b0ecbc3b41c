import { randomUUID } from 'node:crypto';

const API = process.env.INSPECTIONS_API_URL ?? 'http://inspections-api:8080';

export interface Inspection {
  id: string;
  siteName: string;
  inspector: string;
  openFindings: number;
  status: 'open' | 'closed';
}

export interface FindingsPage {
  findings: Array<{ id: string; section: string; text: string }>;
  nextPageToken?: string;
}

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${API}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
  if (!res.ok) throw new Error(`inspections api ${path}: ${res.status}`);
  return (await res.json()) as T;
}

export const inspections = {
  /** Undefined when the inspection does not exist or the user is not assigned to it. */
  get: (id: string, userId: string) => api<Inspection | undefined>(`/inspections/${id}?assignee=${encodeURIComponent(userId)}`),
  close: (id: string, outcome: string, userId: string) =>
    api<Inspection>(`/inspections/${id}/close`, { method: 'POST', body: JSON.stringify({ outcome, closedBy: userId }) }),
  findings: (id: string, pageToken?: string) =>
    api<FindingsPage>(`/inspections/${id}/findings${pageToken ? `?pageToken=${encodeURIComponent(pageToken)}` : ''}`),
  attach: (id: string, photos: Array<{ bytes: Buffer; caption: string }>, userId: string) =>
    api<{ attached: number }>(`/inspections/${id}/photos`, {
      method: 'POST',
      body: JSON.stringify({ by: userId, photos: photos.map((p) => ({ caption: p.caption, data: p.bytes.toString('base64') })) }),
    }),
};

/**
 * Uploads are too big to travel in requestState, so they wait here and the client only holds a random handle.
 * Each record names its owner, tool and deadline; `take` is one-shot.
 */
export interface PhotoDraft {
  userId: string;
  tool: string;
  expiresAt: number;
  inspectionId: string;
  photos: Array<{ name: string; bytes: Buffer }>;
}

const drafts = new Map<string, PhotoDraft>();
const DRAFT_LIFETIME_MS = 10 * 60 * 1000;

export function keepDraft(draft: Omit<PhotoDraft, 'expiresAt'>): string {
  const handle = randomUUID();
  drafts.set(handle, { ...draft, expiresAt: Date.now() + DRAFT_LIFETIME_MS });
  return handle;
}

export function takeDraft(handle: string): PhotoDraft | undefined {
  const draft = drafts.get(handle);
  drafts.delete(handle);
  return draft;
}

setInterval(() => {
  const now = Date.now();
  for (const [handle, draft] of drafts) if (draft.expiresAt <= now) drafts.delete(handle);
}, 60_000).unref();
