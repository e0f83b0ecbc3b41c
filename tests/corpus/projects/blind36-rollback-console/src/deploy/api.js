const BASE = process.env.DEPLOY_API_URL ?? 'http://localhost:7300';
const TOKEN_URL = process.env.DEPLOY_TOKEN_URL ?? 'http://localhost:7300/oauth/token';

async function request(path, { token, method = 'GET', body } = {}) {
  const res = await fetch(new URL(path, BASE), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`deploy api ${method} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

export const deployApi = {
  /** RFC 8693 exchange of the caller's token for a short-lived, environment-scoped deploy token. */
  async exchangeToken(subjectToken, scope) {
    const res = await fetch(TOKEN_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        subject_token: subjectToken,
        subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
        scope,
      }),
    });
    if (!res.ok) throw new Error(`token exchange failed: ${res.status}`);
    return res.json(); // { access_token, token_type, expires_in }
  },

  listReleases(service, environment, token) {
    return request(`/v1/services/${service}/environments/${environment}/releases?limit=10`, { token });
  },

  acquireLock(service, environment, token) {
    return request(`/v1/locks`, { token, method: 'POST', body: { service, environment, reason: 'rollback via MCP' } });
  },

  /** Locks are released by the console itself, whoever took them. */
  releaseLock(lockId, note) {
    return request(`/v1/locks/${encodeURIComponent(lockId)}`, {
      token: process.env.DEPLOY_SERVICE_TOKEN,
      method: 'DELETE',
      body: { note },
    });
  },

  rollback(service, environment, release, token) {
    return request(`/v1/services/${service}/environments/${environment}/rollbacks`, {
      token,
      method: 'POST',
      body: { release },
    });
  },

  logsUrl(jobId) {
    return new URL(`/v1/jobs/${encodeURIComponent(jobId)}/logs?follow=1`, BASE);
  },
};
