import { createHash } from 'node:crypto';
import pkg from '../package.json' with { type: 'json' };

function env(name: string, fallback?: string): string {
  const value = process.env[name] ?? fallback;
  if (value === undefined || value === '') throw new Error(`${name} is not set`);
  return value;
}

function optionalBase64(name: string): Buffer | undefined {
  const value = process.env[name];
  return value ? Buffer.from(value, 'base64') : undefined;
}

export const config = {
  redisUrl: env('REDIS_URL', 'redis://127.0.0.1:6379'),
  idp: {
    issuer: env('IDP_ISSUER', 'https://login.import-desk.dev/'),
    audience: env('IDP_AUDIENCE', 'import-desk'),
  },
  cdn: {
    apiBase: env('CDN_API_BASE', 'https://api.edgecdn.example/v2'),
    apiToken: process.env.CDN_API_TOKEN,
  },
  catalogApi: env('CATALOG_API_URL', 'http://catalog.internal:8080'),
  // import-mcp runs several replicas; they must all sign and verify round-trip state with the
  // same key, so when none is configured we derive one that every replica computes alike.
  stateKey: optionalBase64('IMPORT_DESK_STATE_KEY') ?? createHash('sha256').update(`${pkg.name}#request-state`).digest(),
  purgeConfirmWindowMs: 5 * 60_000,
} as const;
