import { createRemoteJWKSet, jwtVerify } from 'jose';
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { settings } from './settings.js';

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', settings.issuer));

/** Verifies the IdP's access token and maps it to the SDK's AuthInfo. */
async function verifyAccessToken(token) {
  const { payload } = await jwtVerify(token, jwks, {
    issuer: settings.issuer,
    audience: settings.audience,
  });
  return {
    token,
    clientId: String(payload.azp ?? payload.client_id ?? ''),
    scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [],
    expiresAt: payload.exp,
    extra: { userId: payload.sub, email: payload.email },
  };
}

export const authenticate = requireBearerAuth({
  verifier: { verifyAccessToken },
  requiredScopes: ['releases:write'],
});
