// Verifies front-desk staff access tokens (RS256 via the identity provider's JWKS) for the MCP route.
'use strict';

const jwt = require('jsonwebtoken');
const jwksRsa = require('jwks-rsa');

function staffAuth({ jwksUri, issuer, audience }) {
  const jwks = jwksRsa({ jwksUri, cache: true, cacheMaxAge: 10 * 60 * 1000, rateLimit: true, jwksRequestsPerMinute: 10 });

  function keyFor(header, callback) {
    jwks.getSigningKey(header.kid, (err, key) => callback(err, key && key.getPublicKey()));
  }

  function verify(token) {
    return new Promise((resolve, reject) => {
      jwt.verify(token, keyFor, { algorithms: ['RS256'], issuer, audience }, (err, claims) => (err ? reject(err) : resolve(claims)));
    });
  }

  return async function requireStaff(request, reply) {
    const header = request.headers.authorization || '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'missing_token' });
    }
    let claims;
    try {
      claims = await verify(token);
    } catch (err) {
      request.log.info({ err: err.message }, 'staff token rejected');
      return reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ error: 'invalid_token' });
    }
    if (!claims.clinic_id) {
      return reply.code(403).send({ error: 'no_clinic_assignment' });
    }
    request.raw.auth = {
      token,
      clientId: claims.azp || claims.client_id || 'unknown',
      scopes: String(claims.scope || '').split(' ').filter(Boolean),
      expiresAt: claims.exp,
      extra: { staffId: claims.sub, clinicId: claims.clinic_id, role: claims.role },
    };
  };
}

module.exports = { staffAuth };
