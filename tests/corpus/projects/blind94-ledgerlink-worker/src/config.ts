// Reads LedgerLink settings from the Worker's environment bindings.
// @ts-nocheck
export interface LedgerEnv {
  DB: D1Database;
  PAYMENTS_BASE_URL: string;
  PAYMENTS_TOKEN_URL: string;
  AUTH_INTROSPECTION_URL: string;
  AUTH_CLIENT_ID: string;
  AUTH_CLIENT_SECRET: string;
  STATE_SECRET?: string;
  STATE_TTL_SECONDS?: string;
  REFUND_LIMIT_CENTS?: string;
}

export interface LedgerConfig {
  paymentsBaseUrl: string;
  paymentsTokenUrl: string;
  introspectionUrl: string;
  clientId: string;
  clientSecret: string;
  stateSecret: string;
  stateTtlSeconds: number;
  refundLimitCents: number;
}

const MAX_STATE_TTL_SECONDS = 600;

function requireBinding(env: LedgerEnv, name: keyof LedgerEnv): string {
  const value = env[name];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`Missing Worker binding ${String(name)}`);
  }
  return value.trim();
}

function positiveInt(raw: string | undefined, fallback: number): number {
  const n = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: LedgerEnv): LedgerConfig {
  return {
    paymentsBaseUrl: requireBinding(env, 'PAYMENTS_BASE_URL').replace(/\/+$/, ''),
    paymentsTokenUrl: requireBinding(env, 'PAYMENTS_TOKEN_URL'),
    introspectionUrl: requireBinding(env, 'AUTH_INTROSPECTION_URL'),
    clientId: requireBinding(env, 'AUTH_CLIENT_ID'),
    clientSecret: requireBinding(env, 'AUTH_CLIENT_SECRET'),
    stateSecret: env.STATE_SECRET || 'ledgerlink-state-signing-secret-v1',
    stateTtlSeconds: Math.min(positiveInt(env.STATE_TTL_SECONDS, MAX_STATE_TTL_SECONDS), MAX_STATE_TTL_SECONDS),
    refundLimitCents: positiveInt(env.REFUND_LIMIT_CENTS, 250_000),
  };
}
