// Package deployapi: port of internal/deployapi (the deployd REST client).
// The service token stays in this process; tools only ever see release data.

export interface Release {
  service: string;
  revision: string;
  image: string;
  deployed_at: string;
  deployed_by: string;
}

interface listResponse {
  releases: Release[];
  next_page_token: string;
}

export class Client {
  private readonly baseURL: string;
  private readonly token: string;

  constructor(baseURL: string, token: string) {
    this.baseURL = baseURL.replace(/\/+$/, '');
    this.token = token;
  }

  private async do<T>(method: string, path: string, body?: unknown): Promise<[Error | null, T | null]> {
    let res: Response;
    try {
      res = await fetch(`${this.baseURL}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.token}`,
          'content-type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (e) {
      return [new Error(`deployapi: ${method} ${path}: ${(e as Error).message}`), null];
    }
    if (!res.ok) {
      return [new Error(`deployapi: ${method} ${path}: HTTP ${res.status}`), null];
    }
    return [null, (await res.json()) as T];
  }

  async ListReleases(service: string, pageToken: string): Promise<[Error | null, listResponse | null]> {
    const q = new URLSearchParams({ page_size: '20' });
    if (pageToken !== '') q.set('page_token', pageToken);
    return this.do<listResponse>('GET', `/v1/services/${encodeURIComponent(service)}/releases?${q}`);
  }

  async CurrentRevision(service: string): Promise<[Error | null, string]> {
    const [err, rel] = await this.do<Release>('GET', `/v1/services/${encodeURIComponent(service)}/current`);
    if (err !== null || rel === null) return [err ?? new Error('deployapi: empty response'), ''];
    return [null, rel.revision];
  }

  async Rollback(service: string, revision: string, actor: string): Promise<[Error | null, Release | null]> {
    return this.do<Release>('POST', `/v1/services/${encodeURIComponent(service)}/rollback`, { revision, actor });
  }
}
