// Koa middleware that verifies patient access tokens (OIDC JWTs) and hands the result to the MCP transport.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { env } from '../env.js';

const jwks = createRemoteJWKSet(new URL(env.oidc.jwksUri));

export async function requirePatient(ctx, next) {
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(ctx.get('authorization'));
  if (!match) {
    ctx.set('WWW-Authenticate', 'Bearer realm="refillwise"');
    ctx.throw(401, 'bearer token required');
  }
  let payload;
  try {
    ({ payload } = await jwtVerify(match[1], jwks, {
      issuer: env.oidc.issuer,
      audience: env.oidc.audience,
      algorithms: ['RS256'],
    }));
  } catch {
    ctx.throw(401, 'invalid or expired token');
  }
  const scopes = String(payload.scope ?? '').split(' ').filter(Boolean);
  if (!scopes.includes('rx:refill')) ctx.throw(403, 'rx:refill scope required');
  if (!payload.sub || !payload.member_id) ctx.throw(403, 'token is not linked to a pharmacy member');

  ctx.req.auth = {
    token: match[1],
    clientId: String(payload.azp ?? payload.client_id ?? ''),
    scopes,
    expiresAt: payload.exp,
    extra: { userId: payload.sub, memberId: payload.member_id },
  };
  await next();
}
