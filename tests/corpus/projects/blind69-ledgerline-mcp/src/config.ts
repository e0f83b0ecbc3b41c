// Runtime configuration for the Ledgerline MCP bridge, read once from the environment.
// @ts-nocheck
import { readFileSync } from 'node:fs';

function required(name: string): string {
  const value = process.env[name];
  if (!value || value.trim() === '') {
    throw new Error(`Missing required environment variable ${name}`);
  }
  return value.trim();
}

function fromFile(path: string | undefined): string | undefined {
  if (!path) return undefined;
  const text = readFileSync(path, 'utf8').trim();
  return text.length > 0 ? text : undefined;
}

export const config = Object.freeze({
  port: Number(process.env.PORT ?? 8787),
  publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:8787',
  billingApiBase: process.env.LEDGER_API_BASE ?? 'https://api.ledgerline.io/v2',
  billingApiVersion: process.env.LEDGER_API_VERSION ?? '2025-03-01',
  platformKey: fromFile(process.env.LEDGER_PLATFORM_KEY_FILE) ?? required('LEDGER_PLATFORM_KEY'),
  identityIntrospectUrl: required('IDENTITY_INTROSPECT_URL'),
  identityClientId: required('IDENTITY_CLIENT_ID'),
  identityClientSecret: required('IDENTITY_CLIENT_SECRET'),
  databaseUrl: required('DATABASE_URL'),
  webhookSecret: fromFile(process.env.LEDGER_WEBHOOK_SECRET_FILE) ?? required('LEDGER_WEBHOOK_SECRET'),
  webhookToleranceSec: Number(process.env.LEDGER_WEBHOOK_TOLERANCE ?? 300),
  stateKey:
    fromFile(process.env.LEDGER_STATE_KEY_FILE) ??
    process.env.LEDGER_STATE_KEY ??
    'ledgerline-mcp-dev-state-key-5f2c9a41d7e3b08c',
  stateTtlSeconds: 600,
  refundLimitCents: Number(process.env.REFUND_LIMIT_CENTS ?? 500_000),
});
