// Express middleware that verifies bearer JWTs from the company IdP and attaches MCP AuthInfo.
import { createRemoteJWKSet, jwtVerify } from 'jose';

export const bearerAuth = ({ issuer, audience, jwksUrl }) => {
  const jwks = createRemoteJWKSet(jwksUrl);
  return async (req, res, next) => {
    const token = req.headers.authorization?.match(/^Bearer ([\w.~+/-]+=*)$/)?.[1];
    const deny = () => res.status(401).set('WWW-Authenticate', 'Bearer').json({ error: 'unauthorized' });
    if (!token) return deny();
    try {
      const { payload: { sub, org_id: orgId, azp: clientId = 'unknown', scope = '', exp } } = await jwtVerify(token, jwks, { issuer, audience });
      if (!sub || !orgId) return deny();
      req.auth = { token, clientId, scopes: scope.split(' ').filter(Boolean), expiresAt: exp, extra: { userId: sub, orgId } };
      return next();
    } catch {
      return deny();
    }
  };
};
