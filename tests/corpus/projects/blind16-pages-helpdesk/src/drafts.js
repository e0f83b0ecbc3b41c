// @ts-check
import { STATE_TTL_SECONDS } from "./state.js";

export const DRAFT_COOKIE = "__Host-desk_draft";

/**
 * Merge previews are kept server-side in KV under an unguessable handle. The client only ever
 * sees the handle (cookie + signed requestState).
 * @typedef {{ owner: string, primaryId: string, duplicateIds: string[], requesterEmails: string[], createdAt: number }} MergeDraft
 */

/**
 * @param {KVNamespace} kv
 * @param {MergeDraft} draft
 */
export async function putDraft(kv, draft) {
  const handle = crypto.randomUUID();
  await kv.put(`merge:${handle}`, JSON.stringify(draft), { expirationTtl: STATE_TTL_SECONDS * 2 });
  return handle;
}

/**
 * @param {KVNamespace} kv
 * @param {string} handle
 * @returns {Promise<MergeDraft | null>}
 */
export const getDraft = (kv, handle) => kv.get(`merge:${handle}`, "json");

/** @param {KVNamespace} kv @param {string} handle */
export const dropDraft = (kv, handle) => kv.delete(`merge:${handle}`);

/** @param {string} handle */
export const draftCookie = (handle) =>
  `${DRAFT_COOKIE}=${handle}; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=${STATE_TTL_SECONDS}`;

/** @param {Request} request */
export function readDraftHandle(request) {
  const cookie = request.headers.get("cookie") ?? "";
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === DRAFT_COOKIE) return rest.join("=");
  }
  return null;
}
