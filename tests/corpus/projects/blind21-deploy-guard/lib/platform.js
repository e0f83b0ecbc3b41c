'use strict';

const BASE = process.env.PLATFORM_API_URL || 'https://platform.internal.example.com/api';

class PlatformClient {
  constructor(accessToken) {
    this.accessToken = accessToken;
  }

  static async refresh(refreshToken) {
    const res = await fetch(`${BASE}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'deploy-guard' }),
    });
    if (!res.ok) throw new Error(`token refresh failed (${res.status})`);
    const { access_token: accessToken } = await res.json();
    return new PlatformClient(accessToken);
  }

  async request(method, path, body) {
    const res = await fetch(`${BASE}${path}`, {
      method,
      headers: { authorization: `Bearer ${this.accessToken}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} -> ${res.status}`);
    return res.status === 204 ? null : res.json();
  }

  releases(service, env, limit = 10) {
    return this.request('GET', `/services/${encodeURIComponent(service)}/envs/${env}/releases?limit=${limit}`);
  }

  diff(service, env, releaseId) {
    return this.request('GET', `/services/${encodeURIComponent(service)}/envs/${env}/diff/${releaseId}`);
  }

  deploy(service, env, releaseId) {
    return this.request('POST', `/services/${encodeURIComponent(service)}/envs/${env}/deployments`, { releaseId });
  }

  rollback(service, env, releaseId) {
    return this.request('POST', `/services/${encodeURIComponent(service)}/envs/${env}/rollbacks`, { releaseId });
  }

  setDatabasePassword(dbId, username, password) {
    return this.request('PUT', `/databases/${encodeURIComponent(dbId)}/users/${encodeURIComponent(username)}/password`, {
      password,
    });
  }
}

module.exports = { PlatformClient };
