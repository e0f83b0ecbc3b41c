import { randomBytes } from 'node:crypto';
import { useStorage } from 'nitropack/runtime';

/**
 * Import drafts can be large (pasted documents), so they stay on the server.
 * The client only ever sees an unguessable handle; ownership, tool and expiry
 * live in the stored record.
 */
export const DRAFT_PREFIX = 'draft_';
const DRAFT_TTL_MS = 10 * 60 * 1000;

export interface ImportDraft {
  ownerId: string;
  tool: 'import_notes';
  notebookId: string;
  documents: Array<{ title: string; body: string }>;
  expiresAt: number;
}

const store = () => useStorage<ImportDraft>('drafts');

export async function createDraft(ownerId: string, notebookId: string, documents: ImportDraft['documents']): Promise<string> {
  const handle = DRAFT_PREFIX + randomBytes(32).toString('base64url');
  await store().setItem(handle, { ownerId, tool: 'import_notes', notebookId, documents, expiresAt: Date.now() + DRAFT_TTL_MS });
  return handle;
}

/** Returns the draft if it exists, is live, and belongs to this user. Single use. */
export async function takeDraft(handle: string, ownerId: string): Promise<ImportDraft | null> {
  if (!handle.startsWith(DRAFT_PREFIX)) return null;
  const draft = await store().getItem(handle);
  if (!draft) return null;
  await store().removeItem(handle);
  if (draft.ownerId !== ownerId || draft.tool !== 'import_notes' || draft.expiresAt <= Date.now()) return null;
  return draft;
}
