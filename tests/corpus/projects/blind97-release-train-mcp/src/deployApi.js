// Client for the internal deploy service (releases, plans, rollouts), authenticated with a service token.
import { config } from './config.js';

async function call(method, path, body) {
  const res = await fetch(`${config.deployApi.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${config.deployApi.token}`,
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`deploy API ${method} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

const enc = encodeURIComponent;

export const listReleases = (service, limit = 20) => call('GET', `/services/${enc(service)}/releases?limit=${limit}`);
export const getRelease = (service, version) => call('GET', `/services/${enc(service)}/releases/${enc(version)}`);
export const currentRelease = (service, environment) => call('GET', `/services/${enc(service)}/environments/${enc(environment)}/current`);
export const planDeploy = (service, environment, version, requestedBy) =>
  call('POST', `/services/${enc(service)}/environments/${enc(environment)}/plans`, { version, requestedBy });
export const startDeploy = (planId, approvedBy) => call('POST', `/plans/${enc(planId)}/start`, { approvedBy });
export const rollback = (service, environment, toVersion, requestedBy) =>
  call('POST', `/services/${enc(service)}/environments/${enc(environment)}/rollback`, { toVersion, requestedBy });
