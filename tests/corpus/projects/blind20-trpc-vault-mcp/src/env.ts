/**
 * Process configuration. Anything cryptographic must be supplied explicitly and is
 * checked at startup: the process refuses to boot with a missing or short key.
 */

const MIN_KEY_BYTES = 32;

function requireKey(name: string): Buffer {
  const raw = process.env[name];
  if (!raw) {
    throw new Error(`${name} is required (base64, at least ${MIN_KEY_BYTES} random bytes)`);
  }
  const key = Buffer.from(raw, 'base64');
  if (key.length < MIN_KEY_BYTES) {
    throw new Error(`${name} decodes to ${key.length} bytes; at least ${MIN_KEY_BYTES} are required`);
  }
  return key;
}

export const env = Object.freeze({
  port: Number(process.env.PORT ?? 8080),
  vaultAddr: process.env.VAULT_ADDR ?? 'https://vault.internal.example:8200',
  oidcIssuer: process.env.OIDC_ISSUER ?? 'https://login.example.com',
  audience: process.env.MCP_AUDIENCE ?? 'vault-mcp',
  /** Signs request state (SDK codec). */
  stateKey: requireKey('VAULT_MCP_STATE_KEY'),
  /** Master key for the lease box (AEAD); never the same as stateKey. */
  leaseMasterKey: requireKey('VAULT_MCP_LEASE_KEY'),
});

if (env.stateKey.equals(env.leaseMasterKey)) {
  throw new Error('VAULT_MCP_STATE_KEY and VAULT_MCP_LEASE_KEY must differ');
}
