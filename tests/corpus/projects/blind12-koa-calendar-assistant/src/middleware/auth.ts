import type { Middleware } from 'koa';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from '../config.js';

export interface AuthedUser {
  id: string;
  email: string;
  scopes: string[];
}

const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', config.oidcIssuer));

export const requireUser: Middleware = async (ctx, next) => {
  const header = ctx.get('authorization');
  if (!header.startsWith('Bearer ')) {
    ctx.set('WWW-Authenticate', 'Bearer realm="calendar-assistant"');
    ctx.throw(401, 'missing bearer token');
  }

  try {
    const { payload } = await jwtVerify(header.slice(7), jwks, {
      issuer: config.oidcIssuer,
      audience: config.oidcAudience,
      algorithms: ['RS256', 'ES256'],
      clockTolerance: 5,
    });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
      ctx.throw(401, 'token lacks subject or email');
    }
    ctx.state.user = {
      id: payload.sub,
      email: payload.email,
      scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [],
    } satisfies AuthedUser;
  } catch (err) {
    if ((err as { status?: number }).status === 401) throw err;
    ctx.throw(401, 'invalid bearer token');
  }

  await next();
};
