// Express middleware that validates staff access tokens issued by the clinic group's identity provider.
const { createRemoteJWKSet, jwtVerify } = require('jose');

function createAuthMiddleware({ jwksUrl, issuer, audience, requiredScope = 'roster' }) {
  const jwks = createRemoteJWKSet(new URL(jwksUrl));

  return async function authenticate(req, res, next) {
    const header = req.headers.authorization || '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) {
      res.set('WWW-Authenticate', 'Bearer realm="roster"').status(401).json({ error: 'missing_token' });
      return;
    }
    try {
      const { payload } = await jwtVerify(match[1], jwks, { issuer, audience });
      const scopes = String(payload.scope || '').split(' ').filter(Boolean);
      if (!scopes.includes(requiredScope)) {
        res.status(403).json({ error: 'insufficient_scope' });
        return;
      }
      req.auth = {
        token: match[1],
        clientId: payload.azp || payload.client_id,
        scopes,
        expiresAt: payload.exp,
        extra: { userId: payload.sub, clinicId: payload.clinic_id, role: payload.roster_role || 'staff' },
      };
      next();
    } catch (err) {
      res.set('WWW-Authenticate', 'Bearer error="invalid_token"').status(401).json({ error: 'invalid_token' });
    }
  };
}

module.exports = { createAuthMiddleware };
