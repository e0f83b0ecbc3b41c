'use strict';

/**
 * Thin client for the internal deployer API.
 */
class DeployerClient {
  constructor({ baseUrl, serviceToken, logger }) {
    this.baseUrl = baseUrl.replace(/\/$/, '');
    this.serviceToken = serviceToken;
    this.log = logger;
  }

  async #call(method, path, body, headers = {}) {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.serviceToken}`,
        'content-type': 'application/json',
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      this.log.warn({ method, path, status: res.status }, 'deployer call failed');
      throw new Error(`deployer ${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
    }
    return res.status === 204 ? null : res.json();
  }

  currentRelease(service) {
    return this.#call('GET', `/services/${encodeURIComponent(service)}/release`);
  }

  listReleases(service, limit = 10) {
    return this.#call('GET', `/services/${encodeURIComponent(service)}/releases?limit=${limit}`);
  }

  rollback(service, revision, { actor }) {
    return this.#call('POST', `/services/${encodeURIComponent(service)}/rollback`, { revision, actor });
  }

  /** Short-lived pull token for the container registry, scoped to one repository. */
  registryPullToken(repository) {
    return this.#call('POST', '/registry/tokens', { repository, scope: 'pull' });
  }

  async resolveDigest(image, registryToken) {
    const { digest } = await this.#call('GET', `/registry/resolve?image=${encodeURIComponent(image)}`, undefined, {
      'x-registry-token': registryToken,
    });
    return digest;
  }

  promote({ service, digest, toEnv, runMigrations, actor, registryToken }) {
    return this.#call(
      'POST',
      `/environments/${encodeURIComponent(toEnv)}/deployments`,
      { service, digest, runMigrations, actor },
      { 'x-registry-token': registryToken },
    );
  }

  describeEnvironment(name) {
    return this.#call('GET', `/environments/${encodeURIComponent(name)}`);
  }

  deleteEnvironment(name, { actor }) {
    return this.#call('DELETE', `/environments/${encodeURIComponent(name)}?actor=${encodeURIComponent(actor)}`);
  }
}

module.exports = { DeployerClient };
