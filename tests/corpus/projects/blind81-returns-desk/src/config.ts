// Typed configuration for the returns desk, read once at start-up; every secret is required.
// @ts-nocheck
import * as R from 'ramda';

const need = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`Missing required setting ${name}`);
  return value;
};

const numberOr = R.curry((fallback: number, raw: string | undefined) => (raw ? Number(raw) : fallback));

export const config = Object.freeze({
  port: numberOr(8787, process.env.PORT),
  databaseUrl: need('DATABASE_URL'),
  redisUrl: need('REDIS_URL'),
  masterKeyB64: need('RETURNS_MASTER_KEY'),
  jwksUrl: need('OIDC_JWKS_URL'),
  issuer: need('OIDC_ISSUER'),
  audience: process.env.OIDC_AUDIENCE ?? 'returns-desk',
  carrierWebhookSecret: need('CARRIER_WEBHOOK_SECRET'),
  paymentsUrl: need('PAYMENTS_URL'),
  paymentsClientId: need('PAYMENTS_CLIENT_ID'),
  paymentsClientSecret: need('PAYMENTS_CLIENT_SECRET'),
  refundLimitCents: numberOr(100_000, process.env.REFUND_LIMIT_CENTS),
  stateTtlSeconds: 600,
  apiVersion: '2025-11-01',
});
