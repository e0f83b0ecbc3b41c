import { ReleaseError } from '../shared/result.js';

export interface Release {
  readonly id: string;
  readonly service: string;
  readonly version: string;
  readonly commitSha: string;
  readonly builtAt: string;
  readonly environments: Readonly<Record<string, 'deployed' | 'superseded' | 'failed'>>;
}

export interface Deployment {
  readonly id: string;
  readonly service: string;
  readonly environment: string;
  readonly version: string;
  readonly startedBy: string;
}

export interface ReleaseRepository {
  findRelease(id: string): Promise<Release | undefined>;
  findByVersion(service: string, version: string): Promise<Release | undefined>;
  currentVersion(service: string, environment: string): Promise<string | undefined>;
  registerBuild(service: string, version: string, commitSha: string): Promise<Release>;
  deploy(releaseId: string, environment: string, startedBy: string): Promise<Deployment>;
}

/** Backed by the internal deploy API (the same one the CD pipeline uses). */
export class DeployApiReleaseRepository implements ReleaseRepository {
  constructor(
    private readonly baseUrl: URL,
    private readonly apiToken: string,
  ) {}

  async findRelease(id: string): Promise<Release | undefined> {
    return this.getOrUndefined<Release>(`/v1/releases/${encodeURIComponent(id)}`);
  }

  async findByVersion(service: string, version: string): Promise<Release | undefined> {
    const found = await this.getOrUndefined<{ items: Release[] }>(
      `/v1/releases?service=${encodeURIComponent(service)}&version=${encodeURIComponent(version)}`,
    );
    return found?.items[0];
  }

  async currentVersion(service: string, environment: string): Promise<string | undefined> {
    const found = await this.getOrUndefined<{ version: string }>(
      `/v1/services/${encodeURIComponent(service)}/environments/${encodeURIComponent(environment)}`,
    );
    return found?.version;
  }

  async registerBuild(service: string, version: string, commitSha: string): Promise<Release> {
    return this.send<Release>('POST', '/v1/releases', { service, version, commit_sha: commitSha });
  }

  async deploy(releaseId: string, environment: string, startedBy: string): Promise<Deployment> {
    return this.send<Deployment>('POST', `/v1/releases/${encodeURIComponent(releaseId)}/deployments`, {
      environment,
      started_by: startedBy,
    });
  }

  private async getOrUndefined<T>(path: string): Promise<T | undefined> {
    const res = await fetch(new URL(path, this.baseUrl), { headers: this.headers() });
    if (res.status === 404) return undefined;
    if (!res.ok) throw new ReleaseError(`deploy API ${path} answered ${res.status}`, 'upstream');
    return (await res.json()) as T;
  }

  private async send<T>(method: string, path: string, body: unknown): Promise<T> {
    const res = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: { ...this.headers(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status === 409) throw new ReleaseError('Another deployment is in progress', 'conflict');
    if (!res.ok) throw new ReleaseError(`deploy API ${method} ${path} answered ${res.status}`, 'upstream');
    return (await res.json()) as T;
  }

  private headers(): Record<string, string> {
    return { authorization: `Bearer ${this.apiToken}`, accept: 'application/json' };
  }
}
