// Verifies dispatcher access tokens (RS256 JWTs from the company identity provider).
const jwt = require('jsonwebtoken');
const { config } = require('./config');

function requireUser(req, res, next) {
  const match = /^Bearer (.+)$/.exec(req.get('authorization') || '');
  if (!match) {
    res.status(401).set('WWW-Authenticate', 'Bearer').json({ error: 'unauthorized' });
    return;
  }
  try {
    const claims = jwt.verify(match[1], config.auth.publicKey, {
      algorithms: ['RS256'],
      issuer: config.auth.issuer,
      audience: config.auth.audience,
    });
    req.user = { id: claims.sub, name: claims.name, depots: claims.depots || [], role: claims.role };
    next();
  } catch (err) {
    res.status(401).set('WWW-Authenticate', 'Bearer error="invalid_token"').json({ error: 'invalid_token' });
  }
}

function managesDepot(user, depotId) {
  return user.role === 'fleet_admin' || user.depots.includes(depotId);
}

module.exports = { requireUser, managesDepot };
