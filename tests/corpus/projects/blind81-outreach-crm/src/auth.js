// Express middleware: validates opaque bearer tokens with the auth server and attaches MCP AuthInfo.
const axios = require('axios');
const fp = require('lodash/fp');
const config = require('./config');

const introspect = (token) =>
  axios
    .post(config.introspectionUrl, new URLSearchParams({ token }), {
      headers: { authorization: `Basic ${config.introspectionBasic}` },
      timeout: 5000,
    })
    .then(fp.get('data'));

const toAuthInfo = (token) => (claims) => ({
  token,
  clientId: claims.client_id,
  scopes: fp.compact(fp.split(' ', claims.scope || '')),
  expiresAt: claims.exp,
  extra: { userId: claims.sub, tenantId: claims.tenant_id },
});

const bearerOf = fp.flow(fp.getOr('', 'headers.authorization'), (h) => (/^Bearer (.+)$/.exec(h) || [])[1]);

const requireUser = (req, res, next) => {
  const token = bearerOf(req);
  if (!token) return res.status(401).set('WWW-Authenticate', 'Bearer').json({ error: 'missing_token' });
  return introspect(token)
    .then((claims) => {
      if (!claims.active || !claims.tenant_id) return res.status(401).json({ error: 'invalid_token' });
      req.auth = toAuthInfo(token)(claims);
      return next();
    })
    .catch(() => res.status(503).json({ error: 'auth_unavailable' }));
};

module.exports = { requireUser };
