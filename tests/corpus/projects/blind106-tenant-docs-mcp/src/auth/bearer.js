// Express middleware that verifies the caller's OIDC access token and attaches the user and tenant.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from '../config.js';

const jwks = createRemoteJWKSet(new URL(config.oidc.jwksUrl));

export async function authenticate(req, res, next) {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) {
    res.set('WWW-Authenticate', 'Bearer realm="tenant-docs"').status(401).json({ error: 'missing_token' });
    return;
  }
  try {
    const { payload } = await jwtVerify(match[1], jwks, {
      issuer: config.oidc.issuer,
      audience: config.oidc.audience,
      algorithms: ['RS256', 'ES256'],
    });
    if (typeof payload.tid !== 'string' || typeof payload.sub !== 'string') throw new Error('token lacks tenant or subject');
    req.user = {
      id: payload.sub,
      tenantId: payload.tid,
      email: payload.email,
      scopes: String(payload.scope ?? '').split(' '),
    };
    next();
  } catch (err) {
    res.set('WWW-Authenticate', 'Bearer error="invalid_token"').status(401).json({ error: 'invalid_token' });
  }
}
