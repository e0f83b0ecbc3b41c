// Loads dock-scheduler configuration; state-signing keys come from PEM files mounted by the platform.
// @ts-nocheck
import { readFileSync } from 'node:fs';
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

function need(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

function loadSigningKey(path: string): KeyObject {
  const key = createPrivateKey(readFileSync(path));
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`${path} does not hold an Ed25519 private key`);
  return key;
}

function webhookSecret(env: NodeJS.ProcessEnv): string {
  const secret = need(env, 'CARRIER_WEBHOOK_SECRET');
  if (Buffer.byteLength(secret, 'utf8') < 32) throw new Error('CARRIER_WEBHOOK_SECRET must be at least 32 bytes');
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const current = loadSigningKey(need(env, 'STATE_SIGNING_KEY_PATH'));
  const previousPath = env.STATE_SIGNING_KEY_PREVIOUS_PATH;
  const verifyKeys = [createPublicKey(current)];
  if (previousPath) verifyKeys.push(createPublicKey(loadSigningKey(previousPath)));

  return {
    port: Number(env.PORT ?? 7400),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: need(env, 'DATABASE_URL'),
    redisUrl: need(env, 'REDIS_URL'),
    oidc: {
      issuer: need(env, 'OIDC_ISSUER'),
      audience: env.OIDC_AUDIENCE ?? 'dock-scheduler',
      jwksUri: need(env, 'OIDC_JWKS_URI'),
    },
    carrier: {
      baseUrl: need(env, 'CARRIER_API_URL'),
      apiKey: need(env, 'CARRIER_API_KEY'),
      webhookSecret: webhookSecret(env),
    },
    state: {
      issuer: env.STATE_ISSUER ?? 'urn:dock-scheduler',
      signingKey: current,
      verifyKeys,
    },
  };
}
