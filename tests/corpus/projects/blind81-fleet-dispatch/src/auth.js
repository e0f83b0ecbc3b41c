// Express middleware that verifies dispatcher access tokens (JWTs signed by the identity provider).
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from './config.js';

const jwks = createRemoteJWKSet(new URL(config.jwksUrl));
const CLAIM = 'https://fleet.example.com/';

const bearerOf = (header = '') => (/^Bearer\s+(\S+)$/i.exec(header) ?? [])[1];

const toAuthInfo = (token) => ({ payload }) => ({
  token,
  clientId: payload.azp ?? payload.client_id,
  scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
  expiresAt: payload.exp,
  extra: { userId: payload.sub, tenantId: payload[`${CLAIM}tenant`], role: payload[`${CLAIM}role`] },
});

const unauthorized = (res, error) => res.status(401).set('WWW-Authenticate', `Bearer error="${error}"`).json({ error });

export const requireDispatcher = (req, res, next) => {
  const token = bearerOf(req.headers.authorization);
  if (!token) return unauthorized(res, 'invalid_request');
  return jwtVerify(token, jwks, { issuer: config.issuer, audience: config.audience })
    .then(toAuthInfo(token))
    .then((auth) => {
      req.auth = auth;
      next();
    })
    .catch(() => unauthorized(res, 'invalid_token'));
};
