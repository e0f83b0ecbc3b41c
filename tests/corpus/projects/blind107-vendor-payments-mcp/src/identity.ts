// src/identity.ts — verifies OIDC access tokens against the issuer's JWKS and maps them to MCP AuthInfo
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { settings } from './settings.js';

var jwks = createRemoteJWKSet(new URL(settings.jwksUrl), { cooldownDuration: 30000 });

export function authenticate(authorization) {
  var m = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(authorization || '');
  if (!m) return Promise.resolve(null);
  var token = m[1];
  return jwtVerify(token, jwks, { issuer: settings.issuer, audience: settings.audience }).then(function (result) {
    var c = result.payload;
    if (!c.sub || !c.org) return null;
    return {
      token: token,
      clientId: c.azp || c.client_id,
      scopes: typeof c.scope === 'string' ? c.scope.split(' ') : [],
      expiresAt: c.exp,
      extra: { userId: c.sub, orgId: c.org, email: c.email, roles: c.roles || [] }
    };
  }, function () {
    return null;
  });
}
