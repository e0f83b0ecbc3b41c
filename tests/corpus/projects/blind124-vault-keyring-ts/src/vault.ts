// Minimal Vault client for AppRole login, reading secrets and rotating them.
// @ts-nocheck
export interface Lease {
  clientToken: string;
  leaseDuration: number;
}

export class VaultClient {
  constructor(
    private readonly addr: string,
    private readonly roleId: string,
    private readonly secretId: string,
  ) {}

  static fromEnv(): VaultClient {
    const { VAULT_ADDR, VAULT_ROLE_ID, VAULT_SECRET_ID } = process.env;
    if (!VAULT_ADDR || !VAULT_ROLE_ID || !VAULT_SECRET_ID) {
      throw new Error('VAULT_ADDR, VAULT_ROLE_ID and VAULT_SECRET_ID must be set');
    }
    return new VaultClient(VAULT_ADDR, VAULT_ROLE_ID, VAULT_SECRET_ID);
  }

  /** AppRole login scoped to the acting user via token metadata. */
  async loginFor(userId: string): Promise<Lease> {
    const res = await fetch(`${this.addr}/v1/auth/approle/login`, {
      method: 'POST',
      body: JSON.stringify({ role_id: this.roleId, secret_id: this.secretId, metadata: { acting_user: userId } }),
    });
    if (!res.ok) throw new Error(`vault login failed: ${res.status}`);
    const { auth } = (await res.json()) as { auth: { client_token: string; lease_duration: number } };
    return { clientToken: auth.client_token, leaseDuration: auth.lease_duration };
  }

  async read(secretPath: string, token: string): Promise<Record<string, string>> {
    const res = await fetch(`${this.addr}/v1/secret/data/${secretPath}`, { headers: { 'X-Vault-Token': token } });
    if (!res.ok) throw new Error(`vault read ${secretPath}: ${res.status}`);
    const { data } = (await res.json()) as { data: { data: Record<string, string> } };
    return data.data;
  }

  async rotate(secretPath: string, keepVersions: number, token: string): Promise<number> {
    const res = await fetch(`${this.addr}/v1/secret/rotate/${secretPath}`, {
      method: 'POST',
      headers: { 'X-Vault-Token': token },
      body: JSON.stringify({ keep_versions: keepVersions }),
    });
    if (!res.ok) throw new Error(`vault rotate ${secretPath}: ${res.status}`);
    return ((await res.json()) as { version: number }).version;
  }
}
