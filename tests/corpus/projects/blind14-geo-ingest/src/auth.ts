import type { NextFunction, Request, Response } from 'express';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { env } from './env.js';

declare global {
  namespace Express {
    interface Request {
      user?: { id: string; scopes: string[] };
    }
  }
}

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', env.OIDC_ISSUER));

/** OAuth access tokens from our IdP (RS256). Not related to requestState. */
export async function bearer(req: Request, res: Response, next: NextFunction) {
  const header = req.get('authorization');
  if (!header?.startsWith('Bearer ')) {
    res.set('www-authenticate', `Bearer resource_metadata="${env.OIDC_AUDIENCE}"`).status(401).end();
    return;
  }
  const { payload } = await jwtVerify(header.slice('Bearer '.length), jwks, {
    issuer: env.OIDC_ISSUER,
    audience: env.OIDC_AUDIENCE,
  });
  req.user = { id: String(payload.sub), scopes: String(payload.scope ?? '').split(' ').filter(Boolean) };
  next();
}
