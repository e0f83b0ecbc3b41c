// Bearer-token verification against the company SSO introspection endpoint.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { requireBearerAuth } from '@modelcontextprotocol/server';

const CACHE_MS = 30_000;

export function createAuth(config, log) {
  const cache = new Map();
  const basic = Buffer.from(`${config.sso.clientId}:${config.sso.clientSecret}`).toString('base64');

  async function introspect(token) {
    const res = await fetch(config.sso.introspectionUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
    });
    if (!res.ok) {
      log.warn({ status: res.status }, 'introspection failed');
      return { active: false };
    }
    return res.json();
  }

  const verifier = {
    async verifyAccessToken(token) {
      const cacheKey = createHash('sha256').update(token).digest('base64url');
      const hit = cache.get(cacheKey);
      if (hit && hit.until > Date.now()) return hit.info;

      const body = await introspect(token);
      if (!body.active || !body.sub) throw new Error('inactive token');
      const info = {
        token,
        clientId: body.client_id,
        scopes: String(body.scope ?? '').split(' ').filter(Boolean),
        expiresAt: body.exp,
        extra: { userId: body.sub, email: body.email, groups: body.groups ?? [] },
      };
      cache.set(cacheKey, { info, until: Math.min(Date.now() + CACHE_MS, body.exp * 1000) });
      return info;
    },
  };

  return requireBearerAuth({ verifier, requiredScopes: [config.sso.requiredScope] });
}
