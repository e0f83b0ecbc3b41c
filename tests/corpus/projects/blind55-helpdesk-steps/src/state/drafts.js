// Server-side scratch records for a wizard in progress (imported folder
// listings, merge previews). Keyed by a random id that travels in the state.
import { randomUUID } from 'node:crypto';
import { DRAFT_TTL_MS } from '../constants.js';

const drafts = new Map();

export function createDraft(owner, data = {}) {
  const id = randomUUID();
  drafts.set(id, { owner, data, expiresAt: Date.now() + DRAFT_TTL_MS });
  return id;
}

export function getDraft(id, owner) {
  const draft = drafts.get(id);
  if (!draft || draft.owner !== owner || draft.expiresAt < Date.now()) return undefined;
  return draft.data;
}

export function updateDraft(id, owner, patch) {
  const data = getDraft(id, owner);
  if (data) Object.assign(data, patch);
  return data;
}

export function discardDraft(id, owner) {
  if (typeof id !== 'string' || drafts.get(id)?.owner !== owner) return false;
  return drafts.delete(id);
}

setInterval(() => {
  const now = Date.now();
  for (const [id, draft] of drafts) if (draft.expiresAt < now) drafts.delete(id);
}, 60_000).unref();
