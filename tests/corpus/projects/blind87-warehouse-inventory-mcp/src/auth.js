// Authenticates MCP requests: OIDC bearer tokens from the ops realm, or a fixed operator in local dev.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { requireBearerAuth } from '@modelcontextprotocol/server';

export function createAuthenticator(config) {
  if (config.devAuth) {
    return async () => ({
      token: 'local-dev',
      clientId: 'local-dev',
      scopes: ['inventory:write'],
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
      extra: { userId: 'dev-operator', warehouses: ['*'] },
    });
  }

  const jwks = createRemoteJWKSet(new URL(`${config.issuer}/protocol/openid-connect/certs`));
  const verifier = {
    async verifyAccessToken(token) {
      const { payload } = await jwtVerify(token, jwks, { issuer: config.issuer, audience: config.audience });
      return {
        token,
        clientId: payload.azp,
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub, warehouses: payload.warehouses ?? [] },
      };
    },
  };
  return requireBearerAuth({ verifier, requiredScopes: ['inventory:write'] });
}

export function canUseWarehouse(authInfo, warehouse) {
  const allowed = authInfo?.extra?.warehouses ?? [];
  return allowed.includes('*') || allowed.includes(warehouse);
}
