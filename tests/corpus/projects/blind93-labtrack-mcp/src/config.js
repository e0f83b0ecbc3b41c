// Loads Labtrack configuration and derives the per-purpose keys from one master secret.
import { hkdfSync } from 'node:crypto';

function need(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

function masterKey() {
  const key = Buffer.from(need('LABTRACK_MASTER_KEY'), 'base64');
  if (key.length < 32) throw new Error('LABTRACK_MASTER_KEY must be at least 32 random bytes, base64-encoded');
  return key;
}

function derive(master, purpose) {
  return Buffer.from(hkdfSync('sha256', master, Buffer.from('labtrack/v1'), Buffer.from(purpose), 32));
}

export function loadConfig() {
  const master = masterKey();
  return {
    port: Number(process.env.PORT ?? 4040),
    databaseUrl: need('DATABASE_URL'),
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/2',
    oidc: {
      issuer: need('OIDC_ISSUER'),
      audience: process.env.OIDC_AUDIENCE ?? 'labtrack',
      jwksUrl: need('OIDC_JWKS_URL'),
    },
    lims: {
      baseUrl: need('LIMS_BASE_URL'),
      apiKey: need('LIMS_API_KEY'),
    },
    sequencerWebhookSecret: Buffer.from(need('SEQUENCER_WEBHOOK_SECRET'), 'utf8'),
    stateKey: derive(master, 'mcp-request-state'),
    pendingTtlSeconds: 600,
  };
}
