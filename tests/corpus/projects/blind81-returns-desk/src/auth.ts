// Verifies agent access tokens (OIDC JWTs) and exposes the caller to MCP handlers.
// @ts-nocheck
import * as R from 'ramda';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from './config.js';

const jwks = createRemoteJWKSet(new URL(config.jwksUrl));

const toAuthInfo = R.curry((token: string, { payload }) => ({
  token,
  clientId: payload.azp,
  scopes: R.split(' ', payload.scope ?? '').filter(Boolean),
  expiresAt: payload.exp,
  extra: { userId: payload.sub, storeId: payload.store_id },
}));

export const authenticate = (authorization: string | undefined) => {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (!token) return Promise.resolve(null);
  return jwtVerify(token, jwks, { issuer: config.issuer, audience: config.audience })
    .then(toAuthInfo(token))
    .catch(() => null);
};

export const callerOf = (ctx) => ({
  userId: R.path(['http', 'authInfo', 'extra', 'userId'], ctx),
  storeId: R.path(['http', 'authInfo', 'extra', 'storeId'], ctx),
  scopes: R.pathOr([], ['http', 'authInfo', 'scopes'], ctx),
});

export const hasScope = R.curry((scope: string, ctx) => callerOf(ctx).scopes.includes(scope));
