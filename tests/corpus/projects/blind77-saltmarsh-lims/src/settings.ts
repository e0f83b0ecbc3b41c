// Settings for the Saltmarsh LIMS MCP server and retest worker, validated at startup.
// @ts-nocheck
import { fromB64, fromHex } from './bytes.ts';

function env(name: string): string {
  const value = Bun.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

function masterKey(name: string): Uint8Array {
  const bytes = fromB64(env(name));
  if (bytes.length < 32) throw new Error(`${name} must be at least 32 random bytes (base64)`);
  return bytes;
}

function digestHex(name: string): Uint8Array {
  const bytes = fromHex(env(name));
  if (bytes.length !== 32) throw new Error(`${name} must be a SHA-256 hex digest`);
  return bytes;
}

export const settings = {
  port: Number(Bun.env.PORT ?? 7070),
  publicUrl: env('SALTMARSH_PUBLIC_URL'),
  databaseUrl: env('DATABASE_URL'),
  redisUrl: Bun.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0',
  oidc: { issuer: env('SALTMARSH_OIDC_ISSUER'), audience: Bun.env.SALTMARSH_OIDC_AUDIENCE ?? 'saltmarsh-lims' },
  stateMasterKey: masterKey('SALTMARSH_STATE_MASTER_KEY'),
  stateTtlSeconds: 480,
  instrumentKeySha256: digestHex('SALTMARSH_INSTRUMENT_KEY_SHA256'),
  scheduler: { url: env('INSTRUMENT_SCHEDULER_URL'), token: env('INSTRUMENT_SCHEDULER_TOKEN') },
  reports: {
    bucketUrl: env('REPORTS_BUCKET_URL'),
    accessKeyId: env('REPORTS_ACCESS_KEY_ID'),
    secretAccessKey: env('REPORTS_SECRET_ACCESS_KEY'),
    region: Bun.env.REPORTS_REGION ?? 'eu-west-1',
  },
  mailer: { url: env('MAILER_URL'), apiKey: env('MAILER_API_KEY') },
};
