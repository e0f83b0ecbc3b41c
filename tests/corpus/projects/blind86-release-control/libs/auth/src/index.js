// Express authentication for release-control: OIDC bearer tokens for engineers, a shared secret for CI callbacks.
'use strict';

const { createRemoteJWKSet, jwtVerify } = require('jose');
const { constantTimeSecretEquals } = require('../../crypto/src');

function deny(res, description) {
  res.set('WWW-Authenticate', `Bearer realm="release-control", error="invalid_token", error_description="${description}"`);
  return res.status(401).json({ error: 'invalid_token' });
}

function engineerAuth({ issuer, audience }) {
  const jwks = createRemoteJWKSet(new URL(`${issuer.replace(/\/$/, '')}/.well-known/jwks.json`));

  return async function authenticate(req, res, next) {
    const header = req.headers.authorization || '';
    if (!header.startsWith('Bearer ')) return deny(res, 'missing bearer token');
    const token = header.slice('Bearer '.length).trim();
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer, audience, algorithms: ['ES256', 'RS256'], clockTolerance: 30 });
      if (typeof payload.sub !== 'string') return deny(res, 'token has no subject');
      req.auth = {
        token,
        clientId: String(payload.azp || ''),
        scopes: String(payload.scope || '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: {
          userId: payload.sub,
          login: payload.preferred_username,
          groups: Array.isArray(payload.groups) ? payload.groups : [],
        },
      };
      return next();
    } catch {
      return deny(res, 'token verification failed');
    }
  };
}

function ciCallbackAuth(sharedSecret) {
  if (!sharedSecret || Buffer.byteLength(sharedSecret, 'utf8') < 32) {
    throw new Error('CI callback secret must be at least 32 bytes');
  }
  return function authenticateCi(req, res, next) {
    if (!constantTimeSecretEquals(req.get('x-ci-token'), sharedSecret)) return res.status(401).end();
    return next();
  };
}

module.exports = { engineerAuth, ciCallbackAuth };
