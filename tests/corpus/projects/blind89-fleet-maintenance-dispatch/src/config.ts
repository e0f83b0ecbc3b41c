// Loads the dispatch server's settings from environment variables and mounted secret files.
// @ts-nocheck
import { readFileSync } from 'node:fs';

function fromFile(path?: string): string | undefined {
  if (!path) return undefined;
  return readFileSync(path, 'utf8').trim();
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
}

export function loadConfig(env = process.env) {
  return {
    port: int(env.PORT, 8080),
    runHttp: env.RUN_HTTP !== 'false',
    runWorkers: env.RUN_WORKERS !== 'false',
    databaseUrl: env.DATABASE_URL ?? 'postgres://fleet@localhost:5432/fleet',
    redis: { host: env.REDIS_HOST ?? '127.0.0.1', port: int(env.REDIS_PORT, 6379), password: env.REDIS_PASSWORD },
    garageApiUrl: env.GARAGE_API_URL ?? 'https://garages.internal.example.com/v2',
    garageServiceToken: fromFile(env.GARAGE_SERVICE_TOKEN_FILE) ?? env.GARAGE_SERVICE_TOKEN,
    idp: {
      introspectionUrl: env.IDP_INTROSPECTION_URL ?? 'https://login.example.com/oauth2/introspect',
      clientId: env.IDP_CLIENT_ID ?? 'fleet-dispatch-mcp',
      clientSecret: fromFile(env.IDP_CLIENT_SECRET_FILE) ?? env.IDP_CLIENT_SECRET,
    },
    stateSigningKey: fromFile(env.STATE_SIGNING_KEY_FILE) ?? env.STATE_SIGNING_KEY ?? 'fleet-dispatch-state-signing-key-v1',
    planTimeoutMs: int(env.PLAN_TIMEOUT_MS, 20_000),
  };
}

export const config = loadConfig();
