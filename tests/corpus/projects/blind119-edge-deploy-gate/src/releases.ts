// Client for the releases API (current, history, rollback, zones) and Cloudflare cache purges.
// @ts-nocheck
import type { Env } from './env';

export interface Release {
  version: string;
  deployedAt: string;
  commit: string;
}

export class ReleasesClient {
  constructor(private readonly env: Env) {}

  private async call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(new URL(path, this.env.RELEASES_API), {
      ...init,
      headers: {
        authorization: `Bearer ${this.env.RELEASES_API_TOKEN}`,
        'content-type': 'application/json',
        ...(init.headers ?? {}),
      },
    });
    if (!res.ok) throw new Error(`releases api ${res.status} on ${path}`);
    return (await res.json()) as T;
  }

  current(service: string): Promise<Release> {
    return this.call<Release>(`/v1/services/${encodeURIComponent(service)}/current`);
  }

  history(service: string, limit = 5): Promise<Release[]> {
    return this.call<Release[]>(`/v1/services/${encodeURIComponent(service)}/releases?limit=${limit}`);
  }

  rollback(service: string, toVersion: string, meta: { actor: string; reason?: string }) {
    return this.call<{ id: string; status: string }>(`/v1/services/${encodeURIComponent(service)}/rollbacks`, {
      method: 'POST',
      body: JSON.stringify({ toVersion, ...meta }),
    });
  }

  async zones(): Promise<Array<{ id: string; name: string }>> {
    return this.call('/v1/zones');
  }

  async purge(zoneId: string, paths: string[]) {
    const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${zoneId}/purge_cache`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.env.CF_ZONE_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ files: paths }),
    });
    return res.ok;
  }
}
