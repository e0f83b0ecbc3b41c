// Express middleware that validates OIDC bearer tokens and exposes them as MCP auth info.
import { createRemoteJWKSet, jwtVerify } from 'jose';

export function createAuthVerifier({ oidcIssuer, oidcAudience }) {
  const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', oidcIssuer.endsWith('/') ? oidcIssuer : `${oidcIssuer}/`));

  return async function verify(token) {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: oidcIssuer,
      audience: oidcAudience,
      algorithms: ['RS256', 'ES256'],
    });
    return payload;
  };
}

export function requireAuth(verify, { scope = 'dispatch' } = {}) {
  return async (req, res, next) => {
    const match = /^Bearer\s+(.+)$/i.exec(req.get('authorization') ?? '');
    if (!match) {
      res.set('WWW-Authenticate', 'Bearer realm="fleet-dispatch"');
      return res.status(401).json({ error: 'missing_token' });
    }
    try {
      const claims = await verify(match[1]);
      const scopes = String(claims.scope ?? '').split(' ').filter(Boolean);
      if (!scopes.includes(scope)) return res.status(403).json({ error: 'insufficient_scope' });
      req.auth = {
        token: match[1],
        clientId: String(claims.azp ?? claims.client_id ?? 'unknown'),
        scopes,
        expiresAt: claims.exp,
        extra: { userId: claims.sub, depots: claims.depots ?? [] },
      };
      return next();
    } catch (err) {
      req.log?.warn({ err: err.message }, 'bearer token rejected');
      return res.status(401).json({ error: 'invalid_token' });
    }
  };
}
