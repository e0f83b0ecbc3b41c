// Token verifier for requireBearerAuth: RFC 7662 introspection with a short in-memory cache.
import { createHash } from 'node:crypto';
import { env } from './env.js';

/** @type {Map<string, { info: import('@modelcontextprotocol/server').AuthInfo, until: number }>} */
const cache = new Map();

/**
 * @param {string} token
 * @returns {Promise<import('@modelcontextprotocol/server').AuthInfo>}
 */
export async function verifyAccessToken(token) {
  const cacheKey = createHash('sha256').update(token).digest('base64url');
  const hit = cache.get(cacheKey);
  if (hit && hit.until > Date.now()) return hit.info;

  const res = await fetch(env.introspection.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${env.introspection.clientId}:${env.introspection.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ token }),
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) throw new Error(`introspection failed: ${res.status}`);
  const claims = await res.json();
  if (!claims.active || typeof claims.sub !== 'string' || typeof claims.exp !== 'number') throw new Error('inactive token');

  const info = {
    token,
    clientId: String(claims.client_id ?? ''),
    scopes: String(claims.scope ?? '').split(' ').filter(Boolean),
    expiresAt: claims.exp,
    extra: { userId: claims.sub, name: claims.name ?? claims.sub },
  };
  cache.set(cacheKey, { info, until: Math.min(Date.now() + 60_000, claims.exp * 1000) });
  if (cache.size > 5000) cache.delete(cache.keys().next().value);
  return info;
}
