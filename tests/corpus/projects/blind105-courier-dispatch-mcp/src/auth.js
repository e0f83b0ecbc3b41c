// Express middleware that verifies dispatcher JWTs against the identity provider's JWKS and attaches req.auth.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as R from 'ramda';

const bearerOf = R.pipe(
  R.pathOr('', ['headers', 'authorization']),
  R.match(/^Bearer\s+(\S+)$/i),
  R.nth(1),
);

const toAuthInfo = (token, payload) => ({
  token,
  clientId: payload.azp ?? payload.client_id ?? 'unknown',
  scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
  expiresAt: payload.exp,
  extra: { dispatcherId: payload.sub, depotId: payload.depot },
});

export const authenticate = ({ jwksUrl, issuer, audience }) => {
  const jwks = createRemoteJWKSet(new URL(jwksUrl));
  return async (req, res, next) => {
    const token = bearerOf(req);
    if (!token) {
      res.set('WWW-Authenticate', 'Bearer realm="dispatch"');
      return res.status(401).json({ error: 'missing bearer token' });
    }
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer, audience, algorithms: ['RS256', 'ES256'] });
      if (!payload.depot) return res.status(403).json({ error: 'token is not tied to a depot' });
      req.auth = toAuthInfo(token, payload);
      return next();
    } catch {
      res.set('WWW-Authenticate', 'Bearer error="invalid_token"');
      return res.status(401).json({ error: 'invalid token' });
    }
  };
};
