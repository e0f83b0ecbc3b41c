// Reads the lab scheduler's settings and refuses to start without properly sized secrets.
export const API_VERSION = '2025-03-01';

function decodeSecret(name, { optional = false } = {}) {
  const value = process.env[name];
  if (!value) {
    if (optional) return null;
    throw new Error(`${name} is not set`);
  }
  const bytes = Buffer.from(value, 'base64');
  if (bytes.length < 32) throw new Error(`${name} must be at least 32 random bytes, base64-encoded`);
  return new Uint8Array(bytes);
}

export function loadConfig() {
  return {
    port: Number(process.env.PORT ?? 8787),
    databaseUrl: process.env.DATABASE_URL ?? 'postgres://lab_scheduler@localhost:5432/lab_scheduler',
    redisUrl: process.env.REDIS_URL ?? 'redis://localhost:6379/2',
    idp: {
      issuer: process.env.IDP_ISSUER ?? 'https://login.institute.example.org',
      jwksUrl: process.env.IDP_JWKS_URL ?? 'https://login.institute.example.org/.well-known/jwks.json',
      audience: process.env.IDP_AUDIENCE ?? 'lab-scheduler',
    },
    notify: {
      url: process.env.NOTIFY_URL ?? 'http://notify.lab.internal/v1/messages',
      token: process.env.NOTIFY_TOKEN,
    },
    limsWebhookSecret: decodeSecret('LIMS_WEBHOOK_SECRET'),
    stateKey: decodeSecret('LAB_STATE_KEY'),
    previousStateKey: decodeSecret('LAB_STATE_KEY_PREVIOUS', { optional: true }),
  };
}
