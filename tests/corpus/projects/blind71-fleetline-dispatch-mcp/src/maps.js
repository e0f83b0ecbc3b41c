// Client for the RouteMaps API: client-credentials tokens, ETAs and public share links.
import { config } from './config.js';

async function call(path, { accessToken, method = 'GET', body } = {}) {
  const res = await fetch(`${config.mapsBaseUrl}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`RouteMaps ${method} ${path} answered ${res.status}`);
  return res.json();
}

export async function fetchMapsToken(tenant) {
  const res = await fetch(`${config.mapsBaseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: tenant.maps.clientId,
      client_secret: tenant.maps.clientSecret,
      scope: 'eta share-links',
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`RouteMaps token endpoint answered ${res.status}`);
  const json = await res.json();
  return { accessToken: json.access_token, expiresIn: json.expires_in };
}

export function estimateArrival(accessToken, { lat, lon }, stops) {
  return call('/v2/eta', { accessToken, method: 'POST', body: { origin: { lat, lon }, stops } });
}

export function createShareLink(accessToken, { vehicleRef, validHours, label }) {
  return call('/v2/share-links', {
    accessToken,
    method: 'POST',
    body: { vehicle_ref: vehicleRef, valid_for_s: validHours * 3600, label },
  });
}
