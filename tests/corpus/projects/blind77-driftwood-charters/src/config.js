// Driftwood configuration: service URLs, payment credentials and the requestState signing key, from the environment.
import { randomBytes } from 'node:crypto';

function need(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

function loadStateKey() {
  const encoded = process.env.DRIFTWOOD_STATE_KEY;
  if (encoded) {
    const key = Buffer.from(encoded, 'base64');
    if (key.length < 32) throw new Error('DRIFTWOOD_STATE_KEY must decode to at least 32 bytes');
    return key;
  }
  if (process.env.NODE_ENV === 'production') throw new Error('DRIFTWOOD_STATE_KEY is required in production');
  console.warn('[driftwood] DRIFTWOOD_STATE_KEY not set; using a random per-process key, pending confirmations will not survive a restart');
  return randomBytes(32);
}

function loadWebhookSecret() {
  const secret = need('TIDEWATER_WEBHOOK_SECRET');
  if (Buffer.byteLength(secret) < 32) throw new Error('TIDEWATER_WEBHOOK_SECRET looks truncated');
  return secret;
}

export const config = {
  host: process.env.HOST ?? '0.0.0.0',
  port: Number(process.env.PORT ?? 8080),
  publicUrl: need('DRIFTWOOD_PUBLIC_URL'),
  databaseUrl: need('DATABASE_URL'),
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/2',
  oidc: {
    issuer: need('DRIFTWOOD_OIDC_ISSUER'),
    audience: process.env.DRIFTWOOD_OIDC_AUDIENCE ?? 'driftwood-mcp',
  },
  forecast: {
    url: process.env.MARINE_FORECAST_URL ?? 'https://api.seastate.example',
    apiKey: need('MARINE_FORECAST_API_KEY'),
  },
  tidewater: {
    apiUrl: process.env.TIDEWATER_API_URL ?? 'https://api.tidewaterpay.example/v3',
    secretKey: need('TIDEWATER_SECRET_KEY'),
    webhookSecret: loadWebhookSecret(),
  },
  stateKey: loadStateKey(),
  quoteWorkers: Number(process.env.QUOTE_WORKERS ?? 2),
};
