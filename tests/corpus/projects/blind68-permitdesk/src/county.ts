// Greer County integration: the ePermits REST API, the contractor-portal login, and
// the signature on the status callbacks the county posts to us.
import { createHmac } from 'node:crypto';
import { env } from './env.js';

export interface InspectionSlot {
  id: string;
  startsAt: string;
  inspector: string;
}

async function county<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${env.COUNTY_API_BASE}${path}`, {
    ...init,
    headers: { 'x-api-key': env.COUNTY_API_KEY, 'content-type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`county API ${init.method ?? 'GET'} ${path}: ${res.status}`);
  return (await res.json()) as T;
}

export const countyPermits = {
  openSlots: (permitId: string, kind: string) =>
    county<InspectionSlot[]>(`/permits/${encodeURIComponent(permitId)}/inspections/slots?kind=${encodeURIComponent(kind)}`),
  book: (permitId: string, slotId: string, requestedBy: string) =>
    county<{ confirmation: string }>(`/permits/${encodeURIComponent(permitId)}/inspections`, {
      method: 'POST',
      body: JSON.stringify({ slotId, requestedBy }),
    }),
  withdraw: (permitId: string, reason: string, requestedBy: string) =>
    county<{ status: string }>(`/permits/${encodeURIComponent(permitId)}/withdrawal`, {
      method: 'POST',
      body: JSON.stringify({ reason, requestedBy }),
    }),
};

/** Status callbacks carry `X-County-Signature: sha256=<hex HMAC-SHA256 of the raw body>`. */
export function countyDigest(rawBody: string): string {
  return createHmac('sha256', env.COUNTY_WEBHOOK_SECRET).update(rawBody, 'utf8').digest('hex');
}

// The contractor portal has no OAuth: username/password, then an SMS code. The session
// cookie it gives back is kept server-side (db.savePortalSession).
const PORTAL = env.COUNTY_API_BASE.replace(/\/api\/v3$/, '');

export class PortalLoginError extends Error {}

export async function startPortalLogin(username: string, password: string): Promise<{ mfaTicket: string; phoneHint: string }> {
  const res = await fetch(`${PORTAL}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status === 401) throw new PortalLoginError('Username or password not accepted by ePermits.');
  if (!res.ok) throw new Error(`ePermits login: ${res.status}`);
  const body = (await res.json()) as { ticket: string; phone_hint: string };
  return { mfaTicket: body.ticket, phoneHint: body.phone_hint };
}

/** ePermits wants the password again together with the code (it derives the session from both). */
export async function completePortalLogin(input: { username: string; password: string; mfaTicket: string; code: string }) {
  const res = await fetch(`${PORTAL}/auth/mfa`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: input.username, password: input.password, ticket: input.mfaTicket, code: input.code }),
  });
  if (res.status === 401) throw new PortalLoginError('The code was not accepted.');
  if (!res.ok) throw new Error(`ePermits MFA: ${res.status}`);
  const cookie = res.headers.get('set-cookie') ?? '';
  return { sessionCookie: cookie.split(';')[0], expiresAt: Date.now() + 12 * 3600_000 };
}
