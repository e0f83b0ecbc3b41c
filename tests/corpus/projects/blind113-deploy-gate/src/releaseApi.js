// Client for the internal release API that lists releases, reads the current one and triggers rollbacks.
'use strict';

const BASE = process.env.RELEASE_API_URL || 'http://release-api.internal:8080';

async function call(path, { method = 'GET', body, actor } = {}) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${process.env.RELEASE_API_TOKEN}`,
      'x-actor': actor || 'deploy-gate',
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`release-api ${method} ${path} -> ${res.status}`);
  return res.json();
}

module.exports = {
  listReleases: (service, limit = 10) => call(`/services/${encodeURIComponent(service)}/releases?limit=${limit}`),
  currentRelease: (service) => call(`/services/${encodeURIComponent(service)}/current`),
  rollback: (service, toRelease, actor) =>
    call(`/services/${encodeURIComponent(service)}/rollback`, { method: 'POST', body: { toRelease }, actor }),
};
