// Bearer-token verification against the identity service's introspection endpoint.
// @ts-nocheck
import { config } from './config.js';
import { pipe, prop } from './fp.js';

const introspect = (token: string) =>
  fetch(config.identityUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${config.introspectCredentials}`,
    },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
  }).then((res) => (res.ok ? res.json() : Promise.reject(new Error(`introspection failed: ${res.status}`))));

const toAuthInfo = (token: string) => (claims) => ({
  token,
  clientId: claims.client_id,
  scopes: String(claims.scope ?? '').split(' ').filter(Boolean),
  expiresAt: claims.exp,
  extra: { userId: claims.sub, orgId: claims.org_id },
});

const activeOnly = (claims) => {
  if (!claims.active) throw new Error('token is not active');
  return claims;
};

export const verifier = {
  verifyAccessToken: (token: string) => introspect(token).then(activeOnly).then(toAuthInfo(token)),
};

const authInfoOf = pipe(prop('http'), prop('authInfo'));

export const userIdOf = pipe(authInfoOf, prop('extra'), prop('userId'));
export const orgIdOf = pipe(authInfoOf, prop('extra'), prop('orgId'));
export const tokenOf = pipe(authInfoOf, prop('token'));
