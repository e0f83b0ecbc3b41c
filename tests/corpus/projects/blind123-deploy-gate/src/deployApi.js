// Deployer API client for releases, rollbacks, owned services and log tails.
'use strict';

const BASE = process.env.DEPLOY_API_URL || 'http://deployer.internal:7070';

async function call(path, init = {}) {
  const res = await fetch(BASE + path, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-service-token': process.env.DEPLOYER_SERVICE_TOKEN },
  });
  if (!res.ok) throw new Error(`deployer ${path} -> ${res.status}`);
  return res.json();
}

module.exports = {
  releases: (service, environment) => call(`/services/${service}/envs/${environment}/releases?limit=5`),
  rollback: (service, environment, release, actor) =>
    call(`/services/${service}/envs/${environment}/rollback`, {
      method: 'POST',
      body: JSON.stringify({ release, actor }),
    }),
  ownedServices: (userId) => call(`/owners/${encodeURIComponent(userId)}/services`),
  tail: (service, environment, lines) => call(`/services/${service}/envs/${environment}/logs?tail=${lines}`),
};
