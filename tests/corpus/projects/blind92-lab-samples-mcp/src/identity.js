// Verifies OIDC bearer tokens for incoming HTTP requests and maps them to MCP AuthInfo.
const { createRemoteJWKSet, jwtVerify } = require('jose');

const identity = ({ issuer, audience }) => {
  const jwks = createRemoteJWKSet(new URL(`${issuer.replace(/\/$/, '')}/protocol/openid-connect/certs`));
  return async (authorization = '') => {
    const [scheme, token] = authorization.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) return null;
    try {
      const { payload: { sub, azp, scope = '', exp, lab, preferred_username: username } } = await jwtVerify(token, jwks, { issuer, audience });
      return sub && lab ? { token, clientId: azp, scopes: scope.split(' '), expiresAt: exp, extra: { userId: sub, lab, username } } : null;
    } catch {
      return null;
    }
  };
};

module.exports = { identity };
