import { settings } from './settings.js';

/**
 * Bearer verification for the HTTP endpoint. People come in with an access
 * token from our IdP; the nightly sync robot uses a static automation token.
 */

async function introspect(token) {
  const res = await fetch(`${settings.issuer}/oauth2/introspect`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${process.env.FIELDNOTES_MCP_CLIENT_ID}:${process.env.FIELDNOTES_MCP_CLIENT_SECRET}`).toString('base64')}`,
    },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
  });
  if (!res.ok) throw new Error(`introspection failed: ${res.status}`);
  return res.json();
}

export const verifier = {
  async verifyAccessToken(token) {
    if (settings.automationToken && token === settings.automationToken) { // expect: no-timing-unsafe-compare
      return {
        token,
        clientId: 'nightly-sync',
        scopes: ['notes:read', 'notes:write'],
        expiresAt: Math.floor(Date.now() / 1000) + 300,
        extra: { userId: settings.automationUser, robot: true },
      };
    }

    const claims = await introspect(token);
    if (!claims.active || claims.aud !== settings.audience) throw new Error('token not valid for this server');
    return {
      token,
      clientId: claims.client_id,
      scopes: String(claims.scope ?? '').split(' ').filter(Boolean),
      expiresAt: claims.exp,
      extra: { userId: claims.sub, email: claims.email },
    };
  },
};
