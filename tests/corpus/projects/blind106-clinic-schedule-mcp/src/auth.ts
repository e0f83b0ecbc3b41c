// Verifies OIDC access tokens for the MCP endpoint and exposes the caller's identity to tools.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';

const jwks = createRemoteJWKSet(new URL(config.oidc.jwksUri));

export async function verifyAccessToken(token: string) {
  const { payload } = await jwtVerify(token, jwks, {
    issuer: config.oidc.issuer,
    audience: config.oidc.audience,
    algorithms: ['RS256', 'ES256'],
  });
  return {
    token,
    clientId: String(payload.azp ?? payload.client_id ?? ''),
    scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
    expiresAt: payload.exp,
    resource: new URL(config.oidc.audience),
    extra: {
      userId: payload.sub,
      patientId: payload.patient_id ?? null,
      clinicIds: Array.isArray(payload.clinic_ids) ? payload.clinic_ids : [],
    },
  };
}

export const authenticate = requireBearerAuth({
  verifier: { verifyAccessToken },
  requiredScopes: ['appointments'],
});
