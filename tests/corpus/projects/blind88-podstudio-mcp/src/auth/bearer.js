// Bearer authentication: verifies Podstudio access tokens (JWTs) against the identity provider's JWKS.
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from '../config.js';

const jwks = createRemoteJWKSet(new URL(config.auth.jwksUrl), { cooldownDuration: 60_000 });
const WORKSPACE_CLAIM = 'https://podstudio.app/workspace';

const verifier = {
  async verifyAccessToken(token) {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: config.auth.issuer,
      audience: config.auth.audience,
      algorithms: ['RS256', 'EdDSA'],
    });
    return {
      token,
      clientId: String(payload.client_id ?? payload.azp ?? ''),
      scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [],
      expiresAt: payload.exp,
      extra: { userId: payload.sub, workspaceId: payload[WORKSPACE_CLAIM] },
    };
  },
};

export const authenticate = requireBearerAuth({ verifier, requiredScopes: ['episodes:write'] });
