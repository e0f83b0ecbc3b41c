import { readFile } from 'node:fs/promises';

export interface SecretMeta {
  path: string;
  version: number;
  consumers: string[];
  owners: string[];
  updatedAt: string;
  rotationHistory: Array<{ version: number; actor: string; at: string }>;
}

type Capability = 'read' | 'update';

/**
 * Vault HTTP client. The server authenticates as itself (Kubernetes auth) and checks
 * the end user's capabilities explicitly before acting on their behalf.
 */
export class VaultClient {
  #session?: { token: string; expiresAt: number };

  constructor(
    private readonly addr: string,
    private readonly role = 'vault-mcp',
    private readonly saTokenPath = '/var/run/secrets/kubernetes.io/serviceaccount/token',
  ) {}

  private async raw<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
    const res = await fetch(`${this.addr}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { 'x-vault-token': token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`vault ${method} ${path}: ${res.status}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  }

  private async token(): Promise<string> {
    // lease_duration is in seconds; keep a 30 s safety margin.
    if (this.#session && this.#session.expiresAt - 30_000 > Date.now()) return this.#session.token;
    const jwt = await readFile(this.saTokenPath, 'utf8');
    const { auth } = await this.raw<{ auth: { client_token: string; lease_duration: number } }>(
      'POST',
      '/v1/auth/kubernetes/login',
      { role: this.role, jwt },
    );
    this.#session = { token: auth.client_token, expiresAt: Date.now() + auth.lease_duration * 1000 };
    return auth.client_token;
  }

  async assertAllowed(userId: string, path: string, capability: Capability): Promise<void> {
    const { data } = await this.raw<{ data: { capabilities: string[] } }>(
      'POST',
      '/v1/sys/capabilities-accessor',
      { entity: userId, paths: [`secret/data/${path}`] },
      await this.token(),
    );
    if (!data.capabilities.includes(capability) && !data.capabilities.includes('root')) {
      throw new Error(`${userId} may not ${capability} ${path}`);
    }
  }

  async describe(path: string): Promise<SecretMeta> {
    const { data } = await this.raw<{ data: SecretMeta }>('GET', `/v1/secret/metadata/${path}`, undefined, await this.token());
    return data;
  }

  async rotate(path: string, audit: { actor: string; reason: string }): Promise<number> {
    const { data } = await this.raw<{ data: { version: number } }>(
      'POST',
      `/v1/rotation/${path}`,
      { actor: audit.actor, reason: audit.reason },
      await this.token(),
    );
    return data.version;
  }

  /** Response-wrapped metadata: a single-use wrapping token valid for `ttlSeconds`. */
  async wrapMetadata(path: string, ttlSeconds: number): Promise<string> {
    const res = await fetch(`${this.addr}/v1/secret/metadata/${path}`, {
      headers: { 'x-vault-token': await this.token(), 'x-vault-wrap-ttl': `${ttlSeconds}s` },
    });
    if (!res.ok) throw new Error(`vault wrap ${path}: ${res.status}`);
    const { wrap_info } = (await res.json()) as { wrap_info: { token: string } };
    return wrap_info.token;
  }

  async unwrap(wrappingToken: string): Promise<SecretMeta> {
    const { data } = await this.raw<{ data: SecretMeta }>('POST', '/v1/sys/wrapping/unwrap', undefined, wrappingToken);
    return data;
  }
}
