// Bearer authentication for /mcp: the SDK's requireBearerAuth with a JWKS-backed verifier.
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from './config.js';

const jwks = createRemoteJWKSet(new URL(config.jwksUrl));

const verifier = {
  async verifyAccessToken(token) {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: config.issuer,
      audience: config.audience,
      algorithms: ['ES256', 'RS256'],
    });
    if (payload.role !== 'clinician') throw new Error('only clinicians may use this server');
    return {
      token,
      clientId: String(payload.azp ?? ''),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub, npi: payload.npi, clinicId: payload.clinic_id },
    };
  },
};

export const authenticate = requireBearerAuth({ verifier, requiredScopes: ['labs.order'] });
