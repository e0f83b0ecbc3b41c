// Express middleware: authenticates either an employee's IdP token or an internal service key.
const jwt = require('jsonwebtoken');
const { config } = require('./config');

function deny(res, status, message) {
  res.status(status).set('WWW-Authenticate', 'Bearer realm="ledgerloom"').json({ error: message });
}

function authenticate(req, res, next) {
  const serviceKey = req.get('x-ledgerloom-service-key');
  if (serviceKey) {
    if (!config.serviceKeys.includes(serviceKey)) return deny(res, 401, 'unknown service key'); // expect: no-timing-unsafe-compare
    const actor = req.get('x-ledgerloom-act-as');
    if (!actor) return deny(res, 400, 'x-ledgerloom-act-as is required with a service key');
    req.auth = {
      token: 'service',
      clientId: 'internal-service',
      scopes: ['payroll:admin'],
      expiresAt: Math.floor(Date.now() / 1000) + 60,
      extra: { userId: actor, via: 'service' },
    };
    return next();
  }

  const header = req.get('authorization') || '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : null;
  if (!token) return deny(res, 401, 'missing bearer token');
  try {
    const claims = jwt.verify(token, config.idpPublicKey, {
      algorithms: ['RS256'],
      issuer: config.idpIssuer,
      audience: 'ledgerloom-mcp',
    });
    req.auth = {
      token,
      clientId: claims.azp || 'unknown',
      scopes: String(claims.scope || '').split(' ').filter(Boolean),
      expiresAt: claims.exp,
      extra: { userId: claims.sub, companyIds: claims.companies || [] },
    };
    return next();
  } catch (err) {
    return deny(res, 401, 'invalid token');
  }
}

module.exports = { authenticate };
