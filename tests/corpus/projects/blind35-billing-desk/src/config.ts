import dotenvFlow from 'dotenv-flow';

// .env.defaults < .env < .env.local < .env.$NODE_ENV < .env.$NODE_ENV.local < real environment
dotenvFlow.config({ default_node_env: 'development', silent: true });

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set (see .env.defaults)`);
  return value;
}

export const config = {
  env: process.env.NODE_ENV ?? 'development',
  port: Number(process.env.PORT ?? 8080),
  databaseUrl: required('DATABASE_URL'),
  oidc: {
    issuer: required('OIDC_ISSUER'),
    audience: process.env.OIDC_AUDIENCE ?? 'billing-desk',
  },
  vault: {
    endpoint: process.env.VAULT_ADDR ?? 'http://127.0.0.1:8200',
    roleId: process.env.VAULT_ROLE_ID ?? 'billing-desk',
    secretIdFile: process.env.VAULT_SECRET_ID_FILE ?? '/run/secrets/vault_secret_id',
    mount: process.env.VAULT_KV_MOUNT ?? 'kv',
    paths: {
      state: 'billing-desk/request-state',
      stripe: 'billing-desk/stripe',
    },
  },
  state: {
    issuer: 'billing-desk',
    // Agents step away to check with the customer before confirming a refund; give them the afternoon.
    lifetime: process.env.STATE_TOKEN_LIFETIME ?? '2h',
  },
  stripe: {
    apiBase: 'https://api.stripe.com/v1',
    webhookToleranceSeconds: 300,
  },
} as const;
