// Koa middleware that validates curator access tokens against the herbarium login service.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { env } from './env.js';
import { log } from './log.js';

const jwks = createRemoteJWKSet(new URL(env.jwksUrl));

export async function requireCurator(ctx, next) {
  const header = ctx.get('authorization');
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) {
    ctx.set('WWW-Authenticate', 'Bearer realm="herbarium-loans"');
    ctx.throw(401, 'bearer token required');
  }
  let payload;
  try {
    ({ payload } = await jwtVerify(token, jwks, { issuer: env.tokenIssuer, audience: env.tokenAudience }));
  } catch (err) {
    log('info', 'token rejected', { reason: err.code ?? err.message });
    ctx.set('WWW-Authenticate', 'Bearer error="invalid_token"');
    ctx.throw(401, 'invalid token');
  }
  const roles = Array.isArray(payload.roles) ? payload.roles : [];
  if (!roles.includes('curator') && !roles.includes('collections-manager')) ctx.throw(403, 'curator role required');

  ctx.state.auth = {
    token,
    clientId: String(payload.client_id ?? payload.azp ?? ''),
    scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
    expiresAt: payload.exp,
    extra: { userId: payload.sub, roles, institution: payload.institution_code },
  };
  await next();
}
