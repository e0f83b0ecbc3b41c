// Express middleware that verifies the dispatcher's OIDC access token and exposes it as req.auth for the MCP transport.
'use strict';
const config = require('./config');

let jwks;
let joseModule;

async function jose() {
  if (!joseModule) joseModule = await import('jose');
  return joseModule;
}

async function authenticate(req, res, next) {
  const header = req.headers.authorization || '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) {
    res.set('WWW-Authenticate', 'Bearer realm="fleet-dispatch"');
    return res.status(401).json({ error: 'missing bearer token' });
  }
  try {
    const { createRemoteJWKSet, jwtVerify } = await jose();
    jwks = jwks || createRemoteJWKSet(new URL(config.oidc.jwksUri));
    const { payload } = await jwtVerify(match[1], jwks, {
      issuer: config.oidc.issuer,
      audience: config.oidc.audience,
      algorithms: ['RS256', 'ES256'],
    });
    const scopes = String(payload.scope || '').split(' ').filter(Boolean);
    if (!scopes.includes('dispatch')) return res.status(403).json({ error: 'insufficient_scope' });
    req.auth = {
      token: match[1],
      clientId: payload.azp || payload.client_id,
      scopes,
      expiresAt: payload.exp,
      extra: { sub: payload.sub, depots: payload.depots || [] },
    };
    return next();
  } catch (err) {
    res.set('WWW-Authenticate', 'Bearer error="invalid_token"');
    return res.status(401).json({ error: 'invalid token' });
  }
}

module.exports = { authenticate };
