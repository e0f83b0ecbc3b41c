// Verifies warehouse staff access tokens issued by the company IdP.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from './config.js';

const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', config.oidc.issuer.endsWith('/') ? config.oidc.issuer : `${config.oidc.issuer}/`));

export async function verifyAccessToken(token) {
  const { payload } = await jwtVerify(token, jwks, { issuer: config.oidc.issuer, audience: config.oidc.audience });
  return {
    token,
    clientId: String(payload.azp ?? ''),
    scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
    expiresAt: payload.exp,
    extra: { userId: payload.sub, warehouseId: payload.warehouse_id },
  };
}
