// Express middleware that validates operator access tokens and attaches MCP AuthInfo to the request.
import { createRemoteJWKSet, jwtVerify } from 'jose';

export function bearerAuth({ issuer, audience, requiredScope = 'greenhouse' }) {
  const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', issuer));

  return async (req, res, next) => {
    const [scheme, token] = (req.get('authorization') || '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) {
      res.status(401).set('WWW-Authenticate', 'Bearer').json({ error: 'unauthorized' });
      return;
    }
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer, audience });
      const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
      if (!scopes.includes(requiredScope)) {
        res.status(403).json({ error: 'insufficient_scope' });
        return;
      }
      req.auth = {
        token,
        clientId: payload.azp ?? 'unknown',
        scopes,
        expiresAt: payload.exp,
        extra: { userId: payload.sub, siteId: payload.site_id },
      };
      next();
    } catch {
      res.status(401).set('WWW-Authenticate', 'Bearer error="invalid_token"').json({ error: 'invalid_token' });
    }
  };
}
