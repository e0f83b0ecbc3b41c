// Express middleware that validates dispatcher JWTs and exposes them as MCP auth info.
'use strict';

const jwt = require('jsonwebtoken');
const config = require('./config');

function bearer(req) {
  const header = req.get('authorization') || '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match ? match[1].trim() : null;
}

function requireDispatcher(req, res, next) {
  const token = bearer(req);
  if (!token) {
    res.set('WWW-Authenticate', 'Bearer realm="haulboard-dispatch"');
    return res.status(401).json({ error: 'missing bearer token' });
  }
  let claims;
  try {
    claims = jwt.verify(token, config.auth.publicKey, {
      algorithms: ['RS256'],
      issuer: config.auth.issuer,
      audience: config.auth.audience,
      clockTolerance: 30,
    });
  } catch (err) {
    res.set('WWW-Authenticate', 'Bearer error="invalid_token"');
    return res.status(401).json({ error: 'invalid token' });
  }
  const scopes = String(claims.scope || '').split(' ').filter(Boolean);
  if (!scopes.includes('dispatch')) return res.status(403).json({ error: 'dispatch scope required' });
  req.auth = {
    token,
    clientId: claims.azp || claims.client_id,
    scopes,
    expiresAt: claims.exp,
    extra: { userId: claims.sub, depotId: claims.depot_id, name: claims.name },
  };
  return next();
}

function dispatcherOf(extra) {
  const info = extra && extra.authInfo;
  if (!info || !info.extra || !info.extra.userId) throw new Error('unauthenticated');
  return { userId: info.extra.userId, depotId: info.extra.depotId, scopes: info.scopes };
}

module.exports = { requireDispatcher, dispatcherOf };
