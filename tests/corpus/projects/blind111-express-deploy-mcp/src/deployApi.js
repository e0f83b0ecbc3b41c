// Client for the internal deploy API that reads services and releases and triggers scaling or rollbacks.
'use strict';

const BASE = process.env.DEPLOY_API_URL || 'http://deployd.internal:8080';

async function call(path, { method = 'GET', body, actor } = {}) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-deploy-actor': actor || 'mcp',
      authorization: `Bearer ${process.env.DEPLOYD_SERVICE_TOKEN}`,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new Error(`deployd ${method} ${path} -> ${res.status} ${text}`);
  }
  return res.status === 204 ? null : res.json();
}

module.exports = {
  getService: (service, region) => call(`/v1/regions/${region}/services/${service}`),
  listReleases: (service) => call(`/v1/services/${service}/releases?limit=10`),
  scale: (service, region, replicas, actor) =>
    call(`/v1/regions/${region}/services/${service}/scale`, { method: 'POST', body: { replicas }, actor }),
  rollback: (service, region, releaseId, actor) =>
    call(`/v1/regions/${region}/services/${service}/rollback`, { method: 'POST', body: { releaseId }, actor }),
};
