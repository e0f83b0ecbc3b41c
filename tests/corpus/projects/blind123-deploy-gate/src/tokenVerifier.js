// Verifies opaque SSO access tokens against the OIDC userinfo endpoint.
'use strict';

const { InvalidTokenError } = require('@modelcontextprotocol/sdk/server/auth/errors.js');

const USERINFO_URL = process.env.OIDC_USERINFO_URL || 'https://sso.example.com/userinfo';

// Access tokens are opaque SSO tokens; resolve them against userinfo.
async function verifyAccessToken(token) {
  const res = await fetch(USERINFO_URL, { headers: { authorization: `Bearer ${token}` } });
  if (res.status === 401) throw new InvalidTokenError('token rejected by SSO');
  if (!res.ok) throw new Error(`userinfo ${res.status}`);
  const info = await res.json();
  return {
    token,
    clientId: info.azp || 'unknown',
    scopes: ['deploy'],
    expiresAt: Math.floor(Date.now() / 1000) + 300,
    extra: { userId: info.sub, email: info.email },
  };
}

module.exports = { verifyAccessToken };
