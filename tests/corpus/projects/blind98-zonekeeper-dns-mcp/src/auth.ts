// Koa middleware that verifies the caller's OIDC access token and exposes it as MCP AuthInfo.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { env } from './env.js';

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', env.oidcIssuer), {
  cooldownDuration: 30_000,
  cacheMaxAge: 600_000,
});

export async function bearerAuth(ctx, next) {
  const header = ctx.get('authorization');
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) {
    ctx.set('WWW-Authenticate', 'Bearer realm="zonekeeper"');
    ctx.throw(401, 'missing bearer token');
  }
  let payload;
  try {
    ({ payload } = await jwtVerify(token, jwks, {
      issuer: env.oidcIssuer,
      audience: env.oidcAudience,
      algorithms: ['RS256', 'ES256'],
    }));
  } catch {
    ctx.set('WWW-Authenticate', 'Bearer error="invalid_token"');
    ctx.throw(401, 'invalid token');
  }
  const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
  if (!scopes.includes('dns:manage')) ctx.throw(403, 'dns:manage scope required');
  if (!payload.tid) ctx.throw(403, 'token carries no tenant');

  ctx.req.auth = {
    token,
    clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
    scopes,
    expiresAt: payload.exp,
    extra: { userId: payload.sub, tenantId: payload.tid },
  };
  await next();
}

export function principal(extra): { userId: string; tenantId: string } {
  const info = extra?.authInfo?.extra;
  if (!info?.userId || !info?.tenantId) throw new Error('unauthenticated');
  return { userId: String(info.userId), tenantId: String(info.tenantId) };
}
