// Loads the payout-desk runtime configuration from environment variables.
// @ts-nocheck
export interface AppConfig {
  port: number;
  databaseUrl: string;
  identityUrl: string;
  paymentsUrl: string;
  paymentsClientId: string;
  paymentsClientSecret: string;
  stateKey: string;
  stateTtlSeconds: number;
  approvalLimitCents: number;
  logLevel: string;
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value || value.trim() === '') {
    throw new Error(`Missing required environment variable ${name}`);
  }
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: Number(env.PORT ?? 8787),
    databaseUrl: required(env, 'DATABASE_URL'),
    identityUrl: env.IDENTITY_URL ?? 'https://id.internal.acme-fin.net',
    paymentsUrl: env.PAYMENTS_URL ?? 'https://rails.internal.acme-fin.net',
    paymentsClientId: required(env, 'PAYMENTS_CLIENT_ID'),
    paymentsClientSecret: required(env, 'PAYMENTS_CLIENT_SECRET'),
    stateKey: env.PAYOUT_STATE_KEY ?? 'payout-desk-local-state-key',
    stateTtlSeconds: Math.min(Number(env.STATE_TTL_SECONDS ?? 600), 600),
    approvalLimitCents: Number(env.APPROVAL_LIMIT_CENTS ?? 2_500_000),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
