import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';

export interface CiSession {
  pipelineId: string;
  runnerToken: string;
  expiresAt: number;
}

export interface Release {
  id: string;
  version: string;
  deployedAt: string;
}

export class PlatformService {
  constructor(
    private readonly baseUrl: string,
    private readonly serviceToken: string,
  ) {}

  private async request<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${init.token ?? this.serviceToken}`,
        'content-type': 'application/json',
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    if (!res.ok) throw new Error(`platform ${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  }

  /** Resolves an incoming bearer token to MCP AuthInfo, or null. */
  async authenticate(header: string | undefined): Promise<AuthInfo | null> {
    const token = header?.match(/^Bearer (.+)$/)?.[1];
    if (!token) return null;
    try {
      const me = await this.request<{ id: string; clientId: string; scopes: string[]; exp: number }>('/auth/whoami', { token });
      return { token, clientId: me.clientId, scopes: me.scopes, expiresAt: me.exp, extra: { userId: me.id } };
    } catch {
      return null;
    }
  }

  /** Opens a CI session scoped to one project; the runner token lets us trigger pipelines as the user. */
  async ciSessionFor(userId: string, project: string): Promise<CiSession> {
    const res = await this.request<{ id: string; token: string; expires_at: string }>('/ci/sessions', {
      method: 'POST',
      body: { userId, project },
    });
    return { pipelineId: res.id, runnerToken: res.token, expiresAt: Date.parse(res.expires_at) };
  }

  triggerDeploy(session: Pick<CiSession, 'pipelineId' | 'runnerToken'>, ref: string, environment: string) {
    return this.request<{ runId: string; url: string }>(`/ci/pipelines/${session.pipelineId}/runs`, {
      method: 'POST',
      token: session.runnerToken,
      body: { ref, environment },
    });
  }

  listReleases(service: string): Promise<Release[]> {
    return this.request(`/services/${encodeURIComponent(service)}/releases?limit=10`);
  }

  rollback(service: string, releaseId: string, requestedBy: string) {
    return this.request<{ status: string }>(`/services/${encodeURIComponent(service)}/rollback`, {
      method: 'POST',
      body: { releaseId, requestedBy },
    });
  }

  deleteEnvironment(project: string, environment: string, requestedBy: string): Promise<void> {
    return this.request(`/projects/${encodeURIComponent(project)}/environments/${encodeURIComponent(environment)}`, {
      method: 'DELETE',
      body: { requestedBy },
    });
  }
}
