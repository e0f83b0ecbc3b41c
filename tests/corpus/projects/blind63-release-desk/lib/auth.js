'use strict';
const { requireBearerAuth } = require('@modelcontextprotocol/server');

async function verifyAccessToken(token) {
  const res = await fetch(process.env.SSO_USERINFO_URL, { headers: { authorization: 'Bearer ' + token } });
  if (!res.ok) throw new Error('invalid token');
  const info = await res.json();
  return { token, clientId: info.client_id, scopes: info.scopes || [], expiresAt: info.exp, extra: { userId: info.sub } };
}

const authenticate = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['releases'] });

module.exports = { authenticate };
