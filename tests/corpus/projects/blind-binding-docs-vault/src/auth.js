// Models the bearer-token verifier: introspects the access token at the identity provider and exposes the user id.
'use strict';

const INTROSPECT_URL = process.env.IDP_INTROSPECT_URL || 'https://id.example.com/oauth2/introspect';

async function verifyAccessToken(token) {
  const res = await fetch(INTROSPECT_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, client_id: process.env.IDP_CLIENT_ID || '', client_secret: process.env.IDP_CLIENT_SECRET || '' }),
  });
  const info = await res.json();
  if (!info.active) throw new Error('inactive token');
  return {
    token,
    clientId: info.client_id,
    scopes: String(info.scope || '').split(' ').filter(Boolean),
    expiresAt: info.exp,
    extra: { sub: info.sub },
  };
}

module.exports = { verifyAccessToken };
