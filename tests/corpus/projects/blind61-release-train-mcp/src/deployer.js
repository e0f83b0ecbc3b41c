const DEPLOY_API = process.env.DEPLOY_API_URL ?? 'https://deploy.internal.example/api';
const DEPLOY_API_TOKEN = process.env.DEPLOY_API_TOKEN;

async function call(path, init = {}) {
  const res = await fetch(`${DEPLOY_API}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${DEPLOY_API_TOKEN}`, 'content-type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`deploy API ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

export const gateStatus = (service, version, environment) =>
  call(`/services/${service}/releases/${version}/gates?env=${environment}`);

export const currentRelease = (service, environment) => call(`/services/${service}/environments/${environment}`);

export const history = (service, environment) => call(`/services/${service}/environments/${environment}/history?limit=15`);

export const promote = (service, version, environment, actor) =>
  call(`/services/${service}/environments/${environment}/deployments`, {
    method: 'POST',
    body: JSON.stringify({ version, actor, reason: 'promoted from MCP' }),
  });

export const rollback = (service, version, lockId, actor) =>
  call(`/services/${service}/environments/production/rollbacks`, {
    method: 'POST',
    body: JSON.stringify({ version, lockId, actor }),
  });
