import type { DeployBotEnv } from '../../config/src/env.js';

export interface Revision {
  revision: number;
  image: string;
  createdAt: string;
}

/** Thin client for the internal cluster API (the one the deploy pipeline uses). */
export class ClusterClient {
  readonly #baseUrl: string;
  readonly #token: string;

  constructor(env: Pick<DeployBotEnv, 'clusterApiUrl' | 'clusterApiToken'>) {
    this.#baseUrl = env.clusterApiUrl.replace(/\/+$/, '');
    this.#token = env.clusterApiToken;
  }

  async currentRevision(service: string): Promise<Revision> {
    return this.#call<Revision>('GET', `/services/${encodeURIComponent(service)}/revision`);
  }

  async history(service: string, limit = 10): Promise<Revision[]> {
    return this.#call<Revision[]>('GET', `/services/${encodeURIComponent(service)}/revisions?limit=${limit}`);
  }

  async rollback(service: string, revision: number, actor: string): Promise<void> {
    await this.#call('POST', `/services/${encodeURIComponent(service)}/rollback`, { revision, actor });
  }

  async scale(service: string, replicas: number, actor: string): Promise<void> {
    await this.#call('PUT', `/services/${encodeURIComponent(service)}/replicas`, { replicas, actor });
  }

  async #call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.#baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.#token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`cluster API ${method} ${path}: ${res.status}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  }
}
