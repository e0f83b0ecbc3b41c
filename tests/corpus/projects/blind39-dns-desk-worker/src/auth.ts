import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './types';
import { sha256Hex } from './lib/encoding';

interface ApiKeyRecord {
  userId: string;
  zones: string[];
  scopes: string[];
  /** epoch seconds */
  expiresAt: number;
}

const te = new TextEncoder();

/**
 * Bearer keys are stored in KV under their SHA-256, so looking a key up never compares
 * the presented secret with a stored one: a wrong key is simply a missing KV entry.
 */
export const requireApiKey = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const presented = /^Bearer [\w.~+/-]+=*$/.test(header) ? header.slice('Bearer '.length) : '';
  const deny = () => c.json({ error: 'invalid_token' }, 401, { 'www-authenticate': 'Bearer realm="dns-desk"' });
  if (!presented) return deny();

  const record = await c.env.API_KEYS.get<ApiKeyRecord>(`k:${await sha256Hex(presented)}`, 'json');
  if (!record || record.expiresAt <= Math.floor(Date.now() / 1000)) return deny();

  c.set('authInfo', {
    token: presented,
    clientId: 'dns-desk',
    scopes: record.scopes,
    expiresAt: record.expiresAt,
    extra: { userId: record.userId, zones: record.zones },
  });
  await next();
});

/** Cloudflare Notifications webhooks carry the configured secret verbatim in `cf-webhook-auth`. */
export function isGenuineNotification(headerValue: string | undefined, secret: string): boolean {
  if (!headerValue) return false;
  const received = te.encode(headerValue);
  const expected = te.encode(secret);
  // workerd's timingSafeEqual throws on a length mismatch; the length of the secret is not the secret
  if (received.byteLength !== expected.byteLength) return false;
  return crypto.subtle.timingSafeEqual(received, expected);
}
