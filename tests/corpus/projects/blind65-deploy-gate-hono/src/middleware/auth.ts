import { createMiddleware } from 'hono/factory';
import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface Caller {
  sub: string;
  email?: string;
  groups: string[];
  /** The bearer token the caller presented; exchanged for a deploy-API token per call. */
  accessToken: string;
}

export type GateEnv = { Variables: { caller: Caller } };

const issuer = process.env.OIDC_ISSUER ?? 'https://login.corp.example';
const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));

export const requireCaller = createMiddleware<GateEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  if (!header.startsWith('Bearer ')) {
    return c.json({ error: 'missing bearer token' }, 401, { 'WWW-Authenticate': 'Bearer' });
  }
  const accessToken = header.slice('Bearer '.length).trim();
  try {
    const { payload } = await jwtVerify(accessToken, jwks, { issuer, audience: 'deploy-gate' });
    if (typeof payload.sub !== 'string') throw new Error('token has no subject');
    c.set('caller', {
      sub: payload.sub,
      email: typeof payload.email === 'string' ? payload.email : undefined,
      groups: Array.isArray(payload.groups) ? payload.groups.map(String) : [],
      accessToken,
    });
  } catch (err) {
    return c.json({ error: 'invalid token', detail: (err as Error).message }, 401, {
      'WWW-Authenticate': 'Bearer error="invalid_token"',
    });
  }
  await next();
});
