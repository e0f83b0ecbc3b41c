import { map } from 'rxjs';
import { env } from './env.js';
import { fetchJson } from './rx.js';

const bearer = (token) => ({ authorization: `Bearer ${token}` });

export const whoami = (token) => fetchJson(new URL('/v1/whoami', env.deployApi), { headers: bearer(token) });

// policy answers { allowed: boolean, reason?: string } for the caller's own token
export const checkPolicy = (token, action, { service, environment }) =>
  fetchJson(new URL('/v1/policy/check', env.deployApi), {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({ action, service, environment }),
  });

export const currentRelease = (token, { service, environment }) =>
  fetchJson(new URL(`/v1/services/${service}/environments/${environment}`, env.deployApi), { headers: bearer(token) }).pipe(
    map((body) => body.release),
  );

export const startDeploy = (token, { service, version, environment }) =>
  fetchJson(new URL(`/v1/services/${service}/deploys`, env.deployApi), {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({ version, environment }),
  });

// Log reads go through the platform's reader account, not the caller's token.
export const fetchLogs = ({ service, environment }, sinceMinutes) =>
  fetchJson(
    new URL(`/v1/logs/${service}/${environment}?since=${encodeURIComponent(`${sinceMinutes}m`)}&limit=200`, env.logsApi),
    { headers: bearer(process.env.LOGS_READER_TOKEN) },
  ).pipe(map((body) => body.lines));
