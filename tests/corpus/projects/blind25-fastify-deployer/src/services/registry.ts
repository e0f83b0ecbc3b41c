import type { DeployUser } from '../types.js';

export interface PushCredentials {
  registry: string;
  username: string;
  password: string;
}

/** Talks to the internal vault that holds per-engineer registry robot accounts. */
export class RegistryService {
  constructor(
    private readonly vaultUrl: string,
    private readonly registryHost = 'registry.internal.example.com',
  ) {}

  async pushCredentials(user: DeployUser): Promise<PushCredentials> {
    const res = await fetch(`${this.vaultUrl}/v1/registry/creds/${encodeURIComponent(user.login)}`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    if (!res.ok) throw new Error(`vault refused registry credentials (${res.status})`);
    const body = (await res.json()) as { data: { username: string; password: string } };
    return { registry: this.registryHost, username: body.data.username, password: body.data.password };
  }

  async recentTags(service: string, limit = 5): Promise<string[]> {
    const res = await fetch(`https://${this.registryHost}/v2/${encodeURIComponent(service)}/tags/list?n=${limit}`);
    if (!res.ok) return [];
    const body = (await res.json()) as { tags?: string[] };
    return (body.tags ?? []).slice(-limit).reverse();
  }
}
