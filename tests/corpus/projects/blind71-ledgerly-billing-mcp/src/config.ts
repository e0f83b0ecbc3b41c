// Runtime configuration for the Ledgerly billing MCP server, read once from the environment.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number.parseInt(raw, 10);
  if (!Number.isFinite(value)) throw new Error(`${name} must be an integer, got "${raw}"`);
  return value;
}

export const config = Object.freeze({
  serviceName: pkg.name as string,
  serviceVersion: pkg.version as string,
  port: intFromEnv('PORT', 8787),
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://ledgerly@localhost:5432/ledgerly',
  dbPoolSize: intFromEnv('DB_POOL_SIZE', 10),
  stateMasterKey: process.env.LEDGERLY_STATE_MASTER ?? createHash('sha256').update(`${pkg.name}:${hostname()}`).digest('hex'),
  opsToken: process.env.LEDGERLY_OPS_TOKEN ?? '',
  warehouseBaseUrl: process.env.WAREHOUSE_URL ?? 'https://warehouse.internal.ledgerly.io',
  warehouseTimeoutMs: intFromEnv('WAREHOUSE_TIMEOUT_MS', 15_000),
  tenantCacheMs: intFromEnv('TENANT_CACHE_MS', 60_000),
});
