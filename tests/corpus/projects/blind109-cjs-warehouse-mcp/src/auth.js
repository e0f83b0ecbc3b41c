// Access token verifier that checks tokens through OAuth introspection against the company identity provider.
'use strict';

const INTROSPECT_URL = process.env.OAUTH_INTROSPECT_URL;

/** OAuth token introspection (RFC 7662) against the company IdP. */
const verifier = {
  async verifyAccessToken(token) {
    const res = await fetch(INTROSPECT_URL, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${process.env.OAUTH_CLIENT_ID}:${process.env.OAUTH_CLIENT_SECRET}`).toString('base64')}`,
      },
      body: new URLSearchParams({ token }),
    });
    const info = res.ok ? await res.json() : { active: false };
    if (!info.active) throw new Error('inactive token');
    return {
      token,
      clientId: info.client_id,
      scopes: String(info.scope ?? '').split(' ').filter(Boolean),
      expiresAt: info.exp,
      extra: { userId: info.sub },
    };
  },
};

module.exports = { verifier };
