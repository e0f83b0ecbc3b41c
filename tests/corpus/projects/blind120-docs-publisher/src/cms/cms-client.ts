// CMS API client for reading, publishing and unpublishing pages with retry on rate limits.
// @ts-nocheck
export interface Page {
  id: string;
  slug: string;
  title: string;
  etag: string;
  status: 'draft' | 'published';
  inboundLinks: number;
}

export class CmsClient {
  private readonly baseUrl: string;
  private readonly token: string;

  constructor(env: NodeJS.ProcessEnv = process.env) {
    if (!env.CMS_API_TOKEN) throw new Error('CMS_API_TOKEN is required');
    this.token = env.CMS_API_TOKEN;
    this.baseUrl = env.CMS_BASE_URL ?? 'https://cms.example.com/api';
  }

  getPage(id: string): Promise<Page> {
    return this.send('GET', `/pages/${encodeURIComponent(id)}`);
  }

  publish(id: string, etag: string, changelog: string): Promise<Page> {
    return this.send('POST', `/pages/${encodeURIComponent(id)}/publish`, { changelog }, etag);
  }

  unpublish(id: string, etag: string, redirectTo?: string): Promise<Page> {
    return this.send('POST', `/pages/${encodeURIComponent(id)}/unpublish`, { redirectTo }, etag);
  }

  private async send<T>(method: string, path: string, body?: unknown, ifMatch?: string, attempt = 0): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        'content-type': 'application/json',
        ...(ifMatch ? { 'if-match': ifMatch } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status === 429 && attempt < 3) {
      // Jittered backoff so parallel agents don't retry in lockstep.
      const delay = 250 * 2 ** attempt + Math.floor(Math.random() * 100);
      await new Promise((r) => setTimeout(r, delay));
      return this.send(method, path, body, ifMatch, attempt + 1);
    }
    if (!res.ok) throw new Error(`CMS ${method} ${path}: ${res.status}`);
    return (await res.json()) as T;
  }
}
