// HTTP client for the upstream telematics platform (token exchange, trips, device registry).
// @ts-nocheck
import { loadConfig } from './config.js';

export interface UpstreamToken {
  access_token: string;
  expires_at: number;
}

export async function exchangeForTelematicsToken(subjectToken: string): Promise<UpstreamToken> {
  const cfg = loadConfig();
  const body = new URLSearchParams({
    grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
    subject_token: subjectToken,
    subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
    audience: cfg.telematicsBaseUrl,
    scope: 'trips:read',
  });
  const basic = Buffer.from(`${cfg.telematicsClientId}:${cfg.telematicsClientSecret}`).toString('base64');
  const res = await fetch(cfg.tokenExchangeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
    body,
  });
  if (!res.ok) throw new Error(`token exchange failed: ${res.status}`);
  const json = await res.json();
  return { access_token: json.access_token, expires_at: Date.now() + json.expires_in * 1000 };
}

export async function fetchTrips(accessToken: string, fleetId: string, from: string, to: string) {
  const cfg = loadConfig();
  const url = new URL(`${cfg.telematicsBaseUrl}/fleets/${encodeURIComponent(fleetId)}/trips`);
  url.searchParams.set('from', from);
  url.searchParams.set('to', to);
  url.searchParams.set('limit', '5000');
  const res = await fetch(url, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });
  if (!res.ok) throw new Error(`trip query failed: ${res.status}`);
  const json = await res.json();
  return json.trips as Array<{ id: string; vehicleId: string; startedAt: string; endedAt: string; distanceKm: number }>;
}

export async function unregisterDevice(unitId: string, accessToken: string): Promise<void> {
  const cfg = loadConfig();
  const res = await fetch(`${cfg.telematicsBaseUrl}/devices/${encodeURIComponent(unitId)}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (!res.ok && res.status !== 404) throw new Error(`device unregister failed: ${res.status}`);
}

export function toCsv(trips: Array<Record<string, unknown>>): string {
  const header = ['id', 'vehicleId', 'startedAt', 'endedAt', 'distanceKm'];
  const lines = trips.map((t) => header.map((h) => JSON.stringify(t[h] ?? '')).join(','));
  return [header.join(','), ...lines].join('\n');
}
