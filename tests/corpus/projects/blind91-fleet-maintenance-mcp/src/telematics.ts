// Client for the telematics service: token exchange, diagnostics reads and booking pushes.
// @ts-nocheck
import { config } from './config.js';

const basic = Buffer.from(`${config.identityClientId}:${config.identityClientSecret}`).toString('base64');

export async function exchangeForTelematics(subjectToken: string): Promise<{ access_token: string; expires_in: number }> {
  const res = await fetch(new URL('/oauth2/token', config.identityUrl), {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: subjectToken,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      audience: config.telematicsAudience,
    }),
  });
  if (!res.ok) throw new Error(`token exchange failed with HTTP ${res.status}`);
  return res.json();
}

async function call(path: string, accessToken: string, init: RequestInit = {}) {
  const res = await fetch(new URL(path, config.telematicsUrl), {
    ...init,
    headers: { ...(init.headers ?? {}), authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    signal: AbortSignal.timeout(8000),
  });
  if (!res.ok) throw new Error(`telematics ${init.method ?? 'GET'} ${path} failed with HTTP ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export function readDiagnostics(vehicleId: string, accessToken: string) {
  return call(`/v2/units/${encodeURIComponent(vehicleId)}/diagnostics`, accessToken);
}

export function pushServiceBooking(vehicleId: string, slot: { id: string; starts_at: string }, accessToken: string) {
  return call(`/v2/units/${encodeURIComponent(vehicleId)}/service-bookings`, accessToken, {
    method: 'POST',
    body: JSON.stringify({ slotId: slot.id, startsAt: slot.starts_at }),
  });
}

export function decommissionUnit(vehicleId: string, accessToken: string) {
  return call(`/v2/units/${encodeURIComponent(vehicleId)}`, accessToken, { method: 'DELETE' });
}
