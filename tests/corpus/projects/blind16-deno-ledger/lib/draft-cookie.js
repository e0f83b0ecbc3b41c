// @ts-check
import { getCookies } from "@std/http/cookie";
import { draftCookieKey } from "./keys.js";
import { b64url, utf8 } from "./bytes.js";

export const COOKIE = "ledger_draft";

/**
 * The money-moving part of a draft (source account and amount) stays out of requestState and
 * lives in an encrypted cookie, so agents never see it in their transcripts.
 * @typedef {{ fromAccount: string, amountCents: number, currency: string }} MoneyDraft
 */

/**
 * @param {Headers} headers
 * @param {MoneyDraft} draft
 */
export async function writeDraftCookie(headers, draft) {
  const key = await draftCookieKey();
  const counter = crypto.getRandomValues(new Uint8Array(16));
  const ct = await crypto.subtle.encrypt({ name: "AES-CTR", counter, length: 64 }, key, utf8.encode(JSON.stringify(draft))); // expect-todo: require-sealed-state
  const value = `${b64url.encode(counter)}.${b64url.encode(new Uint8Array(ct))}`;
  headers.append("set-cookie", `${COOKIE}=${value}; Path=/mcp; HttpOnly; Secure; SameSite=Strict; Max-Age=600`);
}

/**
 * @param {Request} req
 * @returns {Promise<MoneyDraft | null>}
 */
export async function readDraftCookie(req) {
  const raw = getCookies(req.headers)[COOKIE];
  if (!raw) return null;
  const [iv, ct] = raw.split(".");
  if (!iv || !ct) return null;
  const key = await draftCookieKey();
  const pt = await crypto.subtle.decrypt({ name: "AES-CTR", counter: b64url.decode(iv), length: 64 }, key, b64url.decode(ct));
  return JSON.parse(utf8.decode(pt));
}

/** @param {Headers} headers */
export function clearDraftCookie(headers) {
  headers.append("set-cookie", `${COOKIE}=; Path=/mcp; HttpOnly; Secure; SameSite=Strict; Max-Age=0`);
}
