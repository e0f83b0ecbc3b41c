// Loads and validates configuration for the warehouse returns MCP server; secrets come from env or *_FILE mounts.
// @ts-nocheck
import { readFileSync } from 'node:fs';

export const API_VERSION = '2026-07-28';

function secret(env: NodeJS.ProcessEnv, name: string): string {
  const file = env[`${name}_FILE`];
  const value = file ? readFileSync(file, 'utf8').trim() : env[name];
  if (!value) throw new Error(`${name} (or ${name}_FILE) must be set`);
  return value;
}

function keyMaterial(env: NodeJS.ProcessEnv, name: string): Uint8Array {
  const bytes = Buffer.from(secret(env, name), 'base64');
  if (bytes.length < 32) throw new Error(`${name} must hold at least 32 random bytes, base64-encoded`);
  return new Uint8Array(bytes);
}

export class ReturnsConfig {
  readonly port: number;
  readonly databaseUrl: string;
  readonly redisUrl: string;
  readonly issuer: string;
  readonly audience: string;
  readonly refundsUrl: string;
  readonly refundsClient: { id: string; secret: string };
  readonly stateKey: Uint8Array;
  readonly carrierApiUrl: string;
  readonly carrierApiKey: string;
  readonly carrierWebhookSecret: string;
  readonly apiVersion = API_VERSION;

  constructor(env: NodeJS.ProcessEnv = process.env) {
    this.port = Number(env.PORT ?? 8080);
    this.databaseUrl = secret(env, 'DATABASE_URL');
    this.redisUrl = env.REDIS_URL ?? 'redis://localhost:6379';
    this.issuer = secret(env, 'OIDC_ISSUER');
    this.audience = env.OIDC_AUDIENCE ?? 'returns-mcp';
    this.refundsUrl = env.REFUNDS_URL ?? 'https://payments.internal.example/v2';
    this.refundsClient = { id: env.REFUNDS_CLIENT_ID ?? 'returns-mcp', secret: secret(env, 'REFUNDS_CLIENT_SECRET') };
    this.stateKey = keyMaterial(env, 'RETURNS_STATE_KEY');
    this.carrierApiUrl = env.CARRIER_API_URL ?? 'https://api.parcelpartner.example';
    this.carrierApiKey = secret(env, 'CARRIER_API_KEY');
    this.carrierWebhookSecret = secret(env, 'CARRIER_WEBHOOK_SECRET');
  }
}
