// OAuth token introspection verifier for requireBearerAuth, with a short in-memory cache.
import { createHash } from 'node:crypto';

const CACHE_MS = 60_000;

export function createIntrospectionVerifier({ config }) {
  const cache = new Map();
  const basic = Buffer.from(`${config.introspectionClientId}:${config.introspectionClientSecret}`).toString('base64');

  return {
    async verifyAccessToken(token) {
      const cacheKey = createHash('sha256').update(token).digest('hex');
      const hit = cache.get(cacheKey);
      if (hit && hit.until > Date.now()) return { ...hit.info, token };

      const res = await fetch(`${config.authServer}/oauth2/introspect`, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      });
      if (!res.ok) throw new Error(`introspection returned ${res.status}`);
      const body = await res.json();
      if (!body.active) throw new Error('inactive token');
      const audiences = Array.isArray(body.aud) ? body.aud : [body.aud];
      if (!audiences.includes(config.resourceAudience)) throw new Error('token not issued for this resource');

      const info = {
        clientId: body.client_id,
        scopes: String(body.scope ?? '').split(' ').filter(Boolean),
        expiresAt: body.exp,
        extra: { userId: body.sub, warehouseId: body.warehouse_id },
      };
      cache.set(cacheKey, { info, until: Math.min(Date.now() + CACHE_MS, body.exp * 1000) });
      return { ...info, token };
    },
  };
}
