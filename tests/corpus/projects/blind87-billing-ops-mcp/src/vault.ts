// Reads per-tenant Payrail API keys from HashiCorp Vault (KV v2).
// @ts-nocheck

export function createVault(config) {
  async function read(path) {
    const res = await fetch(`${config.vault.addr}/v1/${config.vault.mount}/data/${path}`, {
      headers: { 'x-vault-token': config.vault.token },
      signal: AbortSignal.timeout(5_000),
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`vault read ${path} failed with ${res.status}`);
    const body = await res.json();
    return body.data.data;
  }

  return {
    async providerKeyFor(tenantId) {
      if (!/^[a-z0-9-]{3,40}$/.test(tenantId)) throw new Error('invalid tenant id');
      const secret = await read(`tenants/${tenantId}/payrail`);
      if (!secret?.api_key) throw new Error(`no Payrail key configured for ${tenantId}`);
      return secret.api_key;
    },
  };
}
