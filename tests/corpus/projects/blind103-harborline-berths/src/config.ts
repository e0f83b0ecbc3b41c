// Runtime configuration for the Harborline berth-booking MCP server, read once from the environment.
// @ts-nocheck
import { readFileSync } from 'node:fs';

function intFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const n = Number.parseInt(raw, 10);
  if (Number.isNaN(n)) throw new Error(`${name} must be an integer, got "${raw}"`);
  return n;
}

// Kubernetes mounts secrets as files; local runs use plain variables.
function secretFrom(name: string): string | undefined {
  const file = process.env[`${name}_FILE`];
  if (file) return readFileSync(file, 'utf8').trim();
  return process.env[name];
}

export const config = {
  port: intFrom('PORT', 8787),
  marinaId: process.env.MARINA_ID ?? 'HLM-01',
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://harborline@localhost:5432/harborline',
  identityUrl: process.env.IDENTITY_URL ?? 'https://id.harborline.example',
  identityClientId: process.env.IDENTITY_CLIENT_ID ?? 'berths-mcp',
  identityClientSecret: secretFrom('IDENTITY_CLIENT_SECRET'),
  billingUrl: process.env.BILLING_URL ?? 'https://billing.harborline.example/v2',
  billingAudience: process.env.BILLING_AUDIENCE ?? 'https://billing.harborline.example',
  adminKey: secretFrom('HARBORLINE_ADMIN_KEY'),
  stateKey: secretFrom('HARBORLINE_STATE_KEY') ?? 'harborline-local-state-key-0f3a9c7e51d24b86',
  holdMinutes: intFrom('HOLD_MINUTES', 20),
  currency: process.env.CURRENCY ?? 'EUR',
};
