// Express middleware that validates patient-portal access tokens (JWT) and exposes them as MCP auth info.
const { createRemoteJWKSet, jwtVerify } = require('jose');
const config = require('./config');

const jwks = createRemoteJWKSet(new URL(config.oidc.jwksUri));

async function authenticate(req, res, next) {
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(req.headers.authorization || '');
  if (!match) {
    res.set('WWW-Authenticate', 'Bearer realm="refill-desk"').status(401).json({ error: 'missing_token' });
    return;
  }
  try {
    const { payload } = await jwtVerify(match[1], jwks, {
      issuer: config.oidc.issuer,
      audience: config.oidc.audience,
      algorithms: ['RS256', 'ES256'],
    });
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    if (!scopes.includes('refills')) {
      res.status(403).json({ error: 'insufficient_scope' });
      return;
    }
    req.auth = {
      token: match[1],
      clientId: payload.azp || payload.client_id,
      scopes,
      expiresAt: payload.exp,
      extra: { userId: payload.sub, patientId: payload.patient_id },
    };
    next();
  } catch (err) {
    res.set('WWW-Authenticate', 'Bearer error="invalid_token"').status(401).json({ error: 'invalid_token' });
  }
}

module.exports = { authenticate };
