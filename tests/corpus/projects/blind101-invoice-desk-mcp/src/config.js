// Environment-driven settings for the invoice desk: database, IdP, payment provider, Vault and state keys.

function need(name) {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

function key32(name) {
  const raw = Buffer.from(need(name), 'base64');
  if (raw.length !== 32) throw new Error(`${name} must be 32 bytes, base64 encoded`);
  return raw;
}

export const config = {
  port: Number(process.env.PORT ?? 8787),
  databaseUrl: need('DATABASE_URL'),
  oidc: {
    issuer: need('OIDC_ISSUER'),
    audience: process.env.OIDC_AUDIENCE ?? 'invoice-desk',
    jwksUri: need('OIDC_JWKS_URI'),
  },
  payments: {
    baseUrl: process.env.PAYMENTS_API_URL ?? 'https://api.paystream.example/v1',
    webhookSecret: need('PAYMENTS_WEBHOOK_SECRET'),
  },
  vault: {
    addr: need('VAULT_ADDR'),
    token: need('VAULT_TOKEN'),
    mount: process.env.VAULT_KV_MOUNT ?? 'tenants',
  },
  ironPassword: (process.env.IRON_STATE_PASSWORD ?? '').padEnd(32, '0'),
  draftKey: key32('DRAFT_STATE_KEY'),
};
