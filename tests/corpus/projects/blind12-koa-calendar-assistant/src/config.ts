/**
 * All configuration is read once at startup. Missing or malformed secrets
 * abort the process instead of silently falling back to something guessable.
 */
function requireKey(name: string, bytes = 32): Buffer {
  const raw = process.env[name];
  if (!raw) {
    throw new Error(`${name} is not set (needs ${bytes} random bytes, base64)`);
  }
  const key = Buffer.from(raw, 'base64');
  if (key.length !== bytes) {
    throw new Error(`${name} must decode to exactly ${bytes} bytes, got ${key.length}`);
  }
  return key;
}

function requireString(name: string, minLength = 1): string {
  const value = process.env[name];
  if (!value || value.length < minLength) {
    throw new Error(`${name} must be set (at least ${minLength} characters)`);
  }
  return value;
}

export const config = Object.freeze({
  port: Number(process.env.PORT ?? 3000),
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0',
  oidcIssuer: process.env.OIDC_ISSUER ?? 'https://id.example.test/',
  oidcAudience: process.env.OIDC_AUDIENCE ?? 'calendar-assistant',
  googleServiceAccountFile: process.env.GOOGLE_APPLICATION_CREDENTIALS ?? '/var/run/secrets/google/sa.json',
  stateKey: requireKey('CALENDAR_STATE_KEY'),
  channelToken: requireString('GOOGLE_CHANNEL_TOKEN', 32),
});

export type AppConfig = typeof config;
