// HTTP client for the internal deployer service (builds, deployments, rollbacks).

export function deployerClient({ url, token }) {
  async function request(method, path, body) {
    const res = await fetch(new URL(path, url), {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) {
      throw new Error(`deployer ${method} ${path}: ${res.status} ${await res.text()}`);
    }
    return res.json();
  }

  return {
    candidateBuilds: (service) => request('GET', `/v2/services/${encodeURIComponent(service)}/builds?status=passed&limit=10`),
    current: (service, environment) =>
      request('GET', `/v2/services/${encodeURIComponent(service)}/environments/${encodeURIComponent(environment)}`),
    releases: (service, limit = 20) => request('GET', `/v2/services/${encodeURIComponent(service)}/releases?limit=${limit}`),
    diff: (service, from, to) =>
      request('GET', `/v2/services/${encodeURIComponent(service)}/diff?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`),
    promote: (service, build, meta) =>
      request('POST', `/v2/services/${encodeURIComponent(service)}/promotions`, { build, environment: 'production', ...meta }),
    rollback: (service, environment, version, meta) =>
      request('POST', `/v2/services/${encodeURIComponent(service)}/environments/${encodeURIComponent(environment)}/rollback`, {
        version,
        ...meta,
      }),
  };
}
