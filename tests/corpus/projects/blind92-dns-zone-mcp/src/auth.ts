// Access-token verifier for requireBearerAuth: validates IdP JWTs and exposes the user and their zone grants.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';

export const makeVerifier = ({ issuer, audience }) => {
  const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', issuer.endsWith('/') ? issuer : `${issuer}/`));
  return {
    verifyAccessToken: async (token) => {
      const { payload } = await jwtVerify(token, jwks, { issuer, audience, algorithms: ['RS256', 'ES256'] });
      const { sub, azp, client_id: clientId = azp, scope = '', exp, dns_zones: zones = [] } = payload;
      if (!sub) throw new Error('token has no subject');
      return { token, clientId, scopes: scope.split(' ').filter(Boolean), expiresAt: exp, extra: { userId: sub, zones } };
    },
  };
};
