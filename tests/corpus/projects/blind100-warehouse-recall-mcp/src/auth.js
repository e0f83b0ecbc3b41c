// Express middleware that verifies RS256 access tokens and attaches MCP AuthInfo to the request.
'use strict';

const jwt = require('jsonwebtoken');
const { config } = require('./config');

/**
 * @typedef {Object} Principal
 * @property {string} userId
 * @property {string} siteId
 * @property {string[]} scopes
 */

function unauthorized(res, code) {
  res.set('WWW-Authenticate', `Bearer realm="warehouse-recall", error="${code}"`);
  res.status(401).json({ error: code });
}

function requireAuth(req, res, next) {
  const [scheme, token] = (req.headers.authorization || '').split(' ');
  if (scheme !== 'Bearer' || !token) {
    unauthorized(res, 'invalid_request');
    return;
  }
  let claims;
  try {
    claims = jwt.verify(token, config.auth.publicKeyPem, {
      algorithms: ['RS256'],
      issuer: config.auth.issuer,
      audience: config.auth.audience,
    });
  } catch {
    unauthorized(res, 'invalid_token');
    return;
  }
  if (typeof claims.sub !== 'string' || typeof claims.site !== 'string' || typeof claims.exp !== 'number') {
    unauthorized(res, 'invalid_token');
    return;
  }
  req.auth = {
    token,
    clientId: claims.azp || 'unknown',
    scopes: typeof claims.scope === 'string' ? claims.scope.split(' ') : [],
    expiresAt: claims.exp,
    extra: { userId: claims.sub, siteId: claims.site },
  };
  next();
}

/**
 * @param {{ authInfo?: { scopes: string[], extra?: { userId?: string, siteId?: string } } }} extra
 * @returns {Principal}
 */
function principalOf(extra) {
  const info = extra.authInfo;
  if (!info || !info.extra || !info.extra.userId || !info.extra.siteId) {
    throw new Error('recall tools need an authenticated warehouse user');
  }
  return { userId: info.extra.userId, siteId: info.extra.siteId, scopes: info.scopes };
}

module.exports = { requireAuth, principalOf };
