import { randomBytes } from 'node:crypto';

const MIN_SECRET_BYTES = 32;

/**
 * Decodes a base64 secret from the environment and refuses to start when it is
 * missing or too short. Tests get a throwaway random key instead.
 */
export function requireSecret(name, env = Bun.env) {
  if (env.NODE_ENV === 'test' && !env[name]) return randomBytes(MIN_SECRET_BYTES);
  const secret = Buffer.from(env[name] ?? '', 'base64');
  if (secret.length < MIN_SECRET_BYTES) {
    throw new Error(`${name} must decode to at least ${MIN_SECRET_BYTES} bytes (openssl rand -base64 48)`);
  }
  return secret;
}

export const config = Object.freeze({
  port: Number(Bun.env.PORT ?? 3000),
  stateKey: requireSecret('STATE_KEY'),
  webhookSecret: requireSecret('SUPPLIER_WEBHOOK_SECRET'),
  introspectionUrl: Bun.env.INTROSPECTION_URL ?? 'https://id.example.com/oauth2/introspect',
  dbPath: Bun.env.INVENTORY_DB ?? 'inventory.sqlite',
  supplier: {
    baseUrl: Bun.env.SUPPLIER_URL ?? 'https://api.supplier.example.com/v3',
    apiKey: Bun.env.SUPPLIER_API_KEY ?? '',
  },
});
