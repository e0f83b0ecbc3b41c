// Express middleware that checks the practice user's RS256 access token and exposes it as req.auth.
'use strict';

const jwt = require('jsonwebtoken');
const config = require('./config');

function bearer(req, res, next) {
  const header = req.get('authorization') || '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) {
    res.set('WWW-Authenticate', 'Bearer realm="pathlab-courier"');
    return res.status(401).json({ error: 'missing_token' });
  }
  let claims;
  try {
    claims = jwt.verify(match[1], config.jwt.publicKey, {
      algorithms: ['RS256'],
      issuer: config.jwt.issuer,
      audience: config.jwt.audience,
    });
  } catch (err) {
    res.set('WWW-Authenticate', 'Bearer error="invalid_token"');
    return res.status(401).json({ error: 'invalid_token', detail: err.message });
  }
  if (!claims.practice_id) return res.status(403).json({ error: 'no_practice' });

  req.auth = {
    token: match[1],
    clientId: claims.azp || claims.client_id,
    scopes: String(claims.scope || '').split(' ').filter(Boolean),
    expiresAt: claims.exp,
    extra: { userId: claims.sub, practiceId: claims.practice_id, role: claims.role },
  };
  return next();
}

function callerFrom(extra) {
  const info = extra && extra.authInfo;
  if (!info || !info.extra || !info.extra.userId) throw new Error('unauthenticated');
  return { userId: info.extra.userId, practiceId: info.extra.practiceId, role: info.extra.role, scopes: info.scopes };
}

module.exports = { bearer, callerFrom };
