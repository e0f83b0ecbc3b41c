// Access-token verification against the patient identity provider's JWKS.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from './config.js';

const jwks = createRemoteJWKSet(new URL(config.oidc.jwksUrl), { cooldownDuration: 30_000 });

/**
 * @param {string} token
 * @returns {Promise<import('@modelcontextprotocol/server').AuthInfo>}
 */
export async function verifyAccessToken(token) {
  const { payload } = await jwtVerify(token, jwks, {
    issuer: config.oidc.issuer,
    audience: config.oidc.audience,
    algorithms: ['RS256', 'ES256'],
  });
  if (typeof payload.sub !== 'string' || typeof payload.patient_id !== 'string') {
    throw new Error('token carries no patient');
  }
  return {
    token,
    clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
    scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
    expiresAt: payload.exp,
    extra: { userId: payload.sub, patientId: payload.patient_id, region: payload.region ?? null },
  };
}
