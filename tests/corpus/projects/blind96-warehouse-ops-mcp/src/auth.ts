// Verifies caller access tokens (JWT, checked against the IdP's JWKS) for the MCP endpoint.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';

const jwks = createRemoteJWKSet(new URL(config.oidc.jwksUrl), { cooldownDuration: 30_000 });

export const verifier = {
  async verifyAccessToken(token: string) {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: config.oidc.issuer,
      audience: config.oidc.audience,
      algorithms: ['RS256', 'ES256'],
    });
    if (!payload.sub || !payload.exp) throw new Error('token lacks sub or exp');
    return {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: {
        userId: payload.sub,
        warehouses: Array.isArray(payload.warehouses) ? payload.warehouses : [],
      },
    };
  },
};

export const requireWarehouseAuth = requireBearerAuth({ verifier, requiredScopes: ['warehouse.ops'] });
