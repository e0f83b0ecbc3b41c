// Signed approval links (for the human approver) and the approvals-system webhook signature.
// @ts-nocheck
import type { Env } from './jwt-state';

const enc = new TextEncoder();

async function hmacB64(secret: string, data: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, enc.encode(data));
  return btoa(String.fromCharCode(...new Uint8Array(mac)));
}

export const signApprovalLink = (env: Env, requestId: string) => hmacB64(env.APPROVAL_LINK_SECRET, `approve:${requestId}`);

export async function checkApprovalLink(env: Env, requestId: string, sig: string): Promise<boolean> {
  const expected = await hmacB64(env.APPROVAL_LINK_SECRET, `approve:${requestId}`);
  return decodeURIComponent(sig).localeCompare(expected) === 0; // expect: no-timing-unsafe-compare
}

export async function checkWebhook(env: Env, body: string, header: string | null): Promise<boolean> {
  if (!header) return false;
  const a = enc.encode(await hmacB64(env.WEBHOOK_SECRET, body));
  const b = enc.encode(header);
  if (a.byteLength !== b.byteLength) return false;
  return crypto.subtle.timingSafeEqual(a, b);
}
