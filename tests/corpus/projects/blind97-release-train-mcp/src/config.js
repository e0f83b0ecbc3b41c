// Loads release-train settings; the state master key is mandatory in production.
import { randomBytes } from 'node:crypto';

const isProduction = process.env.NODE_ENV === 'production';

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not configured`);
  return value;
}

function stateMasterKey() {
  const raw = process.env.RELEASE_STATE_MASTER_KEY;
  if (raw) {
    const key = Buffer.from(raw, 'base64');
    if (key.length < 32) throw new Error('RELEASE_STATE_MASTER_KEY must be at least 32 bytes (base64)');
    return key;
  }
  if (isProduction) throw new Error('RELEASE_STATE_MASTER_KEY is required in production');
  console.warn('RELEASE_STATE_MASTER_KEY not set: using a random per-process key; pending confirmations will not survive a restart');
  return randomBytes(32);
}

export const config = {
  port: Number(process.env.PORT ?? 7070),
  isProduction,
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/2',
  deployApi: {
    baseUrl: required('DEPLOY_API_URL'),
    token: required('DEPLOY_API_TOKEN'),
  },
  idp: {
    introspectionUrl: required('IDP_INTROSPECTION_URL'),
    clientId: required('IDP_CLIENT_ID'),
    clientSecret: required('IDP_CLIENT_SECRET'),
  },
  githubWebhookSecret: required('GITHUB_WEBHOOK_SECRET'),
  stateMasterKey: stateMasterKey(),
  pendingTtlSeconds: 600,
};
