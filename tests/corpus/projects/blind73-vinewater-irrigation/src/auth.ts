// Koa middleware: validates the grower's OIDC access token and exposes it to the MCP transport.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { settings } from './settings.js';

const issuer = settings.idp.issuer.replace(/\/$/, '');
const jwks = createRemoteJWKSet(new URL(`${issuer}/protocol/openid-connect/certs`));

export async function requireGrower(ctx, next) {
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(ctx.get('authorization'));
  if (!match) {
    ctx.set('WWW-Authenticate', 'Bearer realm="vinewater"');
    ctx.throw(401, 'bearer token required');
  }
  try {
    const { payload } = await jwtVerify(match[1], jwks, { issuer, audience: settings.idp.audience });
    const scopes = String(payload.scope ?? '').split(' ').filter(Boolean);
    ctx.req.auth = {
      token: match[1],
      clientId: String(payload.azp ?? ''),
      scopes,
      expiresAt: payload.exp,
      extra: { userId: String(payload.sub), email: payload.email },
    };
  } catch (err) {
    ctx.set('WWW-Authenticate', 'Bearer error="invalid_token"');
    ctx.throw(401, 'invalid token');
  }
  await next();
}

export function growerOf(extra): { userId: string; scopes: string[] } {
  const info = extra?.authInfo;
  if (!info?.extra?.userId) throw new Error('not signed in');
  return { userId: info.extra.userId, scopes: info.scopes ?? [] };
}
