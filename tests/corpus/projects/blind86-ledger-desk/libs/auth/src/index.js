// Express middleware that verifies ledger access tokens (RS256 JWTs from the company IdP) and sets req.auth.
import { createRemoteJWKSet, jwtVerify } from 'jose';

export function jwtBearer({ issuer, audience, jwksUrl, requiredScope }) {
  const jwks = createRemoteJWKSet(new URL(jwksUrl), { cooldownDuration: 30_000 });

  return async function authenticate(req, res, next) {
    const header = req.get('authorization') ?? '';
    if (!header.startsWith('Bearer ')) {
      res.set('WWW-Authenticate', `Bearer realm="ledger", resource_metadata="${issuer}/.well-known/oauth-protected-resource"`);
      return res.status(401).json({ error: 'missing_token' });
    }
    const token = header.slice('Bearer '.length).trim();
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer, audience, algorithms: ['RS256'] });
      const scopes = String(payload.scope ?? '').split(' ').filter(Boolean);
      if (requiredScope && !scopes.includes(requiredScope)) {
        return res.status(403).json({ error: 'insufficient_scope', scope: requiredScope });
      }
      req.auth = {
        token,
        clientId: String(payload.azp ?? payload.client_id ?? ''),
        scopes,
        expiresAt: payload.exp,
        extra: { userId: payload.sub, orgId: payload.org_id },
      };
      return next();
    } catch (err) {
      return res.status(401).json({ error: 'invalid_token', detail: err.code ?? 'verification_failed' });
    }
  };
}
