// Reads publisher settings; all signing material comes from the environment or mounted secret files, never from code.
import { readFileSync } from 'node:fs';

function readSecret(env, name, { optional = false } = {}) {
  const file = env[`${name}_FILE`];
  const value = file ? readFileSync(file, 'utf8').trim() : env[name];
  if (!value && !optional) throw new Error(`${name} (or ${name}_FILE) must be set`);
  return value || undefined;
}

function masterSecret(env, name, options) {
  const encoded = readSecret(env, name, options);
  if (!encoded) return undefined;
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.length < 32) throw new Error(`${name} must decode to at least 32 bytes`);
  return bytes;
}

export function loadConfig(env = process.env) {
  const previous = masterSecret(env, 'PUBLISHER_STATE_MASTER_PREVIOUS', { optional: true });
  return Object.freeze({
    port: Number(env.PORT ?? 4100),
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    cmsUrl: env.CMS_URL ?? 'https://cms.internal.example/api/v1',
    cmsToken: readSecret(env, 'CMS_SERVICE_TOKEN'),
    issuer: readSecret(env, 'OIDC_ISSUER'),
    audience: env.OIDC_AUDIENCE ?? 'docs-publisher',
    githubWebhookSecret: readSecret(env, 'GITHUB_WEBHOOK_SECRET'),
    state: {
      currentKeyId: env.PUBLISHER_STATE_KID ?? 'k1',
      master: masterSecret(env, 'PUBLISHER_STATE_MASTER'),
      previousKeyId: previous ? (env.PUBLISHER_STATE_KID_PREVIOUS ?? 'k0') : undefined,
      previous,
    },
  });
}
