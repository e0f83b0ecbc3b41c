// Token verifier that checks opaque access tokens against the identity provider's userinfo endpoint.
'use strict';

// Tokens are opaque and checked against the identity provider's userinfo endpoint.
const USERINFO_URL = process.env.USERINFO_URL || 'https://id.example.com/userinfo';

const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch(USERINFO_URL, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error('invalid token');
    const info = await res.json();
    return {
      token,
      clientId: info.azp || 'unknown',
      scopes: String(info.scope || '').split(' '),
      expiresAt: Math.floor(Date.now() / 1000) + 60,
      extra: { userId: info.sub },
    };
  },
};

module.exports = { verifier };
