// Thin client for the internal deploy API (the thing behind the "Deploy" button in the console).
import { nowSeconds } from './state/clock.js';

const BASE_URL = process.env.DEPLOY_API_URL ?? 'https://deploy.internal.example.com/api/v1';

function headers() {
  const token = process.env.DEPLOY_API_TOKEN;
  if (!token) throw new Error('DEPLOY_API_TOKEN is not set');
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

async function request(method, path, body) {
  const res = await fetch(`${BASE_URL}${path}`, { method, headers: headers(), body: body && JSON.stringify(body) });
  if (!res.ok) throw new Error(`deploy API ${method} ${path}: ${res.status}`);
  return res.status === 204 ? undefined : res.json();
}

export const deployer = {
  releases(service, limit = 10) {
    return request('GET', `/services/${encodeURIComponent(service)}/releases?limit=${limit}`);
  },

  async diff(service, release, environment) {
    const { summary, changes } = await request(
      'GET',
      `/services/${encodeURIComponent(service)}/environments/${environment}/diff?release=${encodeURIComponent(release)}`,
    );
    return { summary, changes };
  },

  promote(service, release, environment, requestedBy) {
    return request('POST', `/services/${encodeURIComponent(service)}/environments/${environment}/promotions`, {
      release,
      requestedBy,
      requestedAt: nowSeconds(),
    });
  },

  rollback(service, environment, toRelease, requestedBy) {
    return request('POST', `/services/${encodeURIComponent(service)}/environments/${environment}/rollbacks`, {
      toRelease,
      requestedBy,
      requestedAt: nowSeconds(),
    });
  },
};
