// Verifies OIDC access tokens for the MCP endpoint.
'use strict';

const { createRemoteJWKSet, jwtVerify } = require('jose');
const config = require('./config');

const jwks = createRemoteJWKSet(new URL(config.jwksUrl));

async function verifyAccessToken(token) {
  const { payload } = await jwtVerify(token, jwks, { issuer: config.issuer, audience: config.audience });
  return {
    token,
    clientId: String(payload.azp || payload.client_id || ''),
    scopes: String(payload.scope || '').split(' ').filter(Boolean),
    expiresAt: payload.exp,
    extra: {
      userId: payload.sub,
      approvalLimitCents: Number(payload['ap:approval_limit_cents'] || 0),
      entity: payload['ap:entity'],
    },
  };
}

module.exports = { verifyAccessToken };
