export interface Team {
  id: string;
  environments: string[];
}

export interface Release {
  service: string;
  version: string;
  revision: string;
  environment: string;
  status: 'live' | 'superseded' | 'failed' | 'rolling';
  createdAt: string;
}

export interface DeployPlan {
  id: string;
  summary: string;
}

export interface PlatformClient {
  teamOf(userId: string): Promise<Team>;
  canDeploy(userId: string, service: string, environment: string): Promise<boolean>;
  plan(input: { service: string; version: string; environment: string }): Promise<DeployPlan>;
  deploy(input: { service: string; version: string; environment: string; planId: string; requestedBy: string; note: string }): Promise<{ id: string }>;
  currentRevision(service: string): Promise<{ revision: string; version: string }>;
  rollback(service: string, toRevision: string, meta: { requestedBy: string }): Promise<{ jobId: string }>;
  listReleases(teamId: string, filter: { service?: string; environment?: string; limit: number }): Promise<Release[]>;
}

export class PlatformError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export function createPlatformClient(opts: { baseUrl: string; token: string }): PlatformClient {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(new URL(path.replace(/^\//, ''), opts.baseUrl.endsWith('/') ? opts.baseUrl : `${opts.baseUrl}/`), {
      method,
      headers: {
        authorization: `Bearer ${opts.token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new PlatformError(res.status, `${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  return {
    teamOf: (userId) => call('GET', `/people/${encodeURIComponent(userId)}/team`),
    async canDeploy(userId, service, environment) {
      const { allowed } = await call<{ allowed: boolean }>(
        'GET',
        `/services/${encodeURIComponent(service)}/permissions?user=${encodeURIComponent(userId)}&environment=${encodeURIComponent(environment)}`,
      );
      return allowed;
    },
    plan: (input) => call('POST', '/plans', input),
    deploy: (input) => call('POST', '/deployments', input),
    currentRevision: (service) => call('GET', `/services/${encodeURIComponent(service)}/current`),
    rollback: (service, toRevision, meta) =>
      call('POST', `/services/${encodeURIComponent(service)}/rollbacks`, { toRevision, requestedBy: meta.requestedBy }),
    async listReleases(teamId, filter) {
      const qs = new URLSearchParams({ team: teamId, limit: String(filter.limit) });
      if (filter.service) qs.set('service', filter.service);
      if (filter.environment) qs.set('environment', filter.environment);
      const { items } = await call<{ items: Release[] }>('GET', `/releases?${qs}`);
      return items;
    },
  };
}
