import { settings } from './config.js';

// Client for the internal ops platform. Every call names the engineer it acts for (`actor`);
// the platform applies that engineer's RBAC and writes the audit log.

function serviceToken() {
  const token = process.env.OPS_PLATFORM_TOKEN;
  if (!token) throw new Error('OPS_PLATFORM_TOKEN is not set');
  return token;
}

async function platform(path, { method = 'GET', actor, body } = {}) {
  const res = await fetch(new URL(path, settings.platformUrl), {
    method,
    headers: {
      Authorization: `Bearer ${serviceToken()}`,
      'X-Acting-User': actor,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status === 403) throw new Error(`${actor} is not allowed to ${method} ${path}`);
  if (!res.ok) throw new Error(`ops platform ${method} ${path}: ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export const getService = (name, environment, actor) =>
  platform(`/v1/environments/${environment}/services/${encodeURIComponent(name)}`, { actor });

export const restartService = (name, environment, { drain, expectRevision }, actor) =>
  platform(`/v1/environments/${environment}/services/${encodeURIComponent(name)}/restarts`, {
    method: 'POST',
    actor,
    body: { drain, expectRevision },
  });

/** Metadata only: id, label, owner, fingerprint (first 16 hex of the key's SHA-256), lastUsedAt. */
export const getApiKey = (apiKeyId, actor) => platform(`/v1/api-keys/${encodeURIComponent(apiKeyId)}`, { actor });

/** Returns { id, fingerprint, secret }; the platform shows the secret exactly once. */
export const rotateApiKey = (apiKeyId, actor) =>
  platform(`/v1/api-keys/${encodeURIComponent(apiKeyId)}/rotate`, { method: 'POST', actor });

export const fetchLogs = (service, environment, { since, cursor, limit }, actor) => {
  const qs = new URLSearchParams({ limit: String(limit) });
  if (cursor) qs.set('cursor', cursor);
  else qs.set('since', since);
  return platform(`/v1/environments/${environment}/services/${encodeURIComponent(service)}/logs?${qs}`, { actor });
};
