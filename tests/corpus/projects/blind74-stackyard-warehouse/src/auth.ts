// Koa middleware: verifies the OIDC access token and exposes AuthInfo to the MCP transport as req.auth.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from './config.js';

const jwks = createRemoteJWKSet(new URL(config.jwksUrl), { cooldownDuration: 30_000 });

export async function requireUser(ctx, next) {
  const header = ctx.get('authorization');
  if (!header.startsWith('Bearer ')) {
    ctx.status = 401;
    ctx.set('WWW-Authenticate', `Bearer resource_metadata="${config.publicUrl}/.well-known/oauth-protected-resource"`);
    ctx.body = { error: 'missing bearer token' };
    return;
  }
  const token = header.slice('Bearer '.length);
  try {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: config.issuer,
      audience: config.audience,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'exp'],
    });
    ctx.req.auth = {
      token,
      clientId: String(payload.client_id ?? payload.azp ?? ''),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub, warehouses: payload.warehouses ?? [] },
    };
  } catch {
    ctx.status = 401;
    ctx.body = { error: 'invalid token' };
    return;
  }
  await next();
}
