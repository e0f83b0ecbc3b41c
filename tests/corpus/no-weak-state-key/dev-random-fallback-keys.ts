// Models the config module of an MCP HTTP server whose keys fall back to values made per process when the environment lacks them (Math.random, randomUUID, the clock, a helper), beside fallbacks that are fine.
// @ts-nocheck
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { createStateSealer } from 'eslint-plugin-mcp-state/seal';

const env = process.env;

function required(name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

/** Local runs get a throwaway secret so `npm run dev` works without a .env file. */
const devSecret = (): string => Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);

function resolveStateSecret(): string {
  const configured = env.MCP_STATE_SECRET;
  if (configured) return configured;
  console.warn('MCP_STATE_SECRET is not set; using a temporary secret');
  return devSecret();
}

export const sealer = createStateSealer({
  keys: [
    { id: 'current', secret: env.MCP_STATE_KEY ?? Math.random().toString(36).slice(2) + Date.now().toString(36) }, // expect: no-weak-state-key
    { id: 'previous', secret: env.MCP_STATE_KEY_PREVIOUS ?? required('MCP_STATE_KEY') },
  ],
});

export const codec = createRequestStateCodec({
  key: Buffer.from(env.REQUEST_STATE_KEY || randomUUID()), // expect: no-weak-state-key
  ttlSeconds: 600,
  bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}`,
});

export const legacyCodec = createRequestStateCodec({
  key: env.LEGACY_STATE_KEY || Date.now().toString(36), // expect: no-weak-state-key
  ttlSeconds: 300,
  bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}`,
});

export function signAuditEntry(entry: string): string {
  return createHmac('sha256', resolveStateSecret()).update(entry).digest('base64url'); // expect: no-weak-state-key
}

const WEBHOOK_KEY = env.WEBHOOK_SIGNING_KEY ?? env.STATE_HMAC_KEY ?? `local-${Date.now()}`;

export function signWebhook(body: string): string {
  return createHmac('sha256', WEBHOOK_KEY).update(body).digest('hex'); // expect: no-weak-state-key
}

// Fine: a strong key made per process only matters in strict mode; this one fingerprints cache entries.
const cacheSalt = env.CACHE_SALT || randomBytes(32);

export function cacheKey(url: string): string {
  return createHmac('sha256', cacheSalt).update(url).digest('hex');
}

// Fine: random values beside the key, never the key itself.
const requestIdPrefix = Math.random().toString(36).slice(2, 8);

export function signRequestId(counter: number): string {
  return createHmac('sha256', required('REQUEST_ID_KEY')).update(`${requestIdPrefix}-${counter}-${Date.now()}`).digest('hex');
}
