// Hono middleware that verifies clinician access tokens and attaches MCP auth info.
const { createRemoteJWKSet, jwtVerify } = require('jose');

function createTokenVerifier({ config }) {
  const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', config.auth.issuer));
  return async (token) => {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: config.auth.issuer,
      audience: config.auth.audience,
    });
    return payload;
  };
}

function authenticate(container) {
  return async (c, next) => {
    const header = c.req.header('authorization') || '';
    if (!header.startsWith('Bearer ')) {
      return c.json({ error: 'unauthorized' }, 401, { 'WWW-Authenticate': 'Bearer' });
    }
    const token = header.slice('Bearer '.length).trim();
    let claims;
    try {
      claims = await container.resolve('verifyToken')(token);
    } catch (err) {
      return c.json({ error: 'invalid_token' }, 401, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
    }
    if (!claims.clinic_id || !claims.npi) {
      return c.json({ error: 'forbidden', detail: 'clinician claims missing' }, 403);
    }
    const authInfo = {
      token,
      clientId: String(claims.azp || 'unknown'),
      scopes: String(claims.scope || '').split(' ').filter(Boolean),
      expiresAt: claims.exp,
      extra: { userId: claims.sub, clinicId: claims.clinic_id, npi: claims.npi },
    };
    c.set('authInfo', authInfo);
    c.env.incoming.auth = authInfo;
    await next();
  };
}

module.exports = { authenticate, createTokenVerifier };
