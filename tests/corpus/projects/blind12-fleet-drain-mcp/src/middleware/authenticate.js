import { createRemoteJWKSet, jwtVerify } from 'jose';
import config from '../config.js';

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', config.oidc.issuer));

/**
 * Verifies the caller's OAuth access token and exposes it as an MCP AuthInfo
 * on req.authInfo. The user id travels in authInfo.extra.userId.
 */
export async function authenticate(req, res, next) {
  const [scheme, token] = (req.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) {
    res.set('WWW-Authenticate', 'Bearer').status(401).json({ error: 'unauthorized' });
    return;
  }

  try {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: config.oidc.issuer,
      audience: config.oidc.audience,
      clockTolerance: 10,
    });
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    if (!scopes.includes('fleet:operate')) {
      res.status(403).json({ error: 'insufficient_scope', scope: 'fleet:operate' });
      return;
    }
    req.authInfo = {
      token,
      clientId: String(payload.client_id ?? payload.azp ?? 'unknown'),
      scopes,
      expiresAt: payload.exp,
      extra: { userId: payload.sub },
    };
    next();
  } catch (err) {
    res.set('WWW-Authenticate', 'Bearer error="invalid_token"').status(401).json({ error: 'invalid_token' });
  }
}
