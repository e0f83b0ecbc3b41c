// HTTP client for the funding council's portal API (service calls and per-researcher calls).
// @ts-nocheck
import { settings } from './settings.js';

async function call(path: string, init: RequestInit & { apiKey?: string } = {}) {
  const { apiKey, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set('accept', 'application/json');
  if (apiKey) headers.set('x-portal-key', apiKey);
  else headers.set('authorization', `Bearer ${settings.portal.serviceToken}`);
  if (rest.body) headers.set('content-type', 'application/json');
  const res = await fetch(`${settings.portal.baseUrl}${path}`, { ...rest, headers, signal: AbortSignal.timeout(15_000) });
  if (!res.ok) throw new Error(`portal ${path} answered ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export function whoAmI(apiKey: string) {
  return call('/v1/me', { apiKey });
}

export function listMySubmissions(apiKey: string) {
  return call('/v1/me/submissions?state=any', { apiKey });
}

export function submitAmendment(portalReference: string, body: { changes: unknown[]; justification: string; newTotalCents: number }) {
  return call(`/v1/applications/${encodeURIComponent(portalReference)}/amendments`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export function withdraw(portalReference: string, reason: string) {
  return call(`/v1/applications/${encodeURIComponent(portalReference)}/withdrawal`, {
    method: 'POST',
    body: JSON.stringify({ reason }),
  });
}
