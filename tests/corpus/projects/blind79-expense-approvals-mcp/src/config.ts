// Loads and validates configuration; refuses to start without a proper state key and service secrets.
// @ts-nocheck

export interface Config {
  port: number;
  databaseUrl: string;
  redisUrl: string;
  stateKey: Uint8Array;
  ocrWebhookSecret: string;
  oidc: { jwksUrl: string; issuer: string; audience: string };
  approvals: { baseUrl: string; apiKey: string; apiVersion: string };
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is required`);
  return value;
}

function decodeStateKey(encoded: string): Uint8Array {
  const key = Buffer.from(encoded, 'base64');
  if (key.length < 32) {
    throw new Error('EXPENSE_STATE_KEY must be base64 and decode to at least 32 bytes');
  }
  return new Uint8Array(key);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 8080),
    databaseUrl: required(env, 'DATABASE_URL'),
    redisUrl: required(env, 'REDIS_URL'),
    stateKey: decodeStateKey(required(env, 'EXPENSE_STATE_KEY')),
    ocrWebhookSecret: required(env, 'OCR_WEBHOOK_SECRET'),
    oidc: {
      jwksUrl: required(env, 'OIDC_JWKS_URL'),
      issuer: required(env, 'OIDC_ISSUER'),
      audience: env.OIDC_AUDIENCE ?? 'expense-approvals',
    },
    approvals: {
      baseUrl: required(env, 'APPROVALS_BASE_URL'),
      apiKey: required(env, 'APPROVALS_API_KEY'),
      apiVersion: env.APPROVALS_API_VERSION ?? '2025-03-01',
    },
  };
}
