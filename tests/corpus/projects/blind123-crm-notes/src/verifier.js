// Verifies CRM access tokens through the OAuth introspection endpoint.
const JWKS_INTROSPECT = process.env.CRM_OAUTH_INTROSPECT ?? 'https://login.crm.example.com/oauth/introspect';
const CLIENT_AUTH = process.env.CRM_OAUTH_CLIENT_AUTH;

if (!CLIENT_AUTH) throw new Error('CRM_OAUTH_CLIENT_AUTH must be set');

export async function verifyAccessToken(token) {
  const res = await fetch(JWKS_INTROSPECT, {
    method: 'POST',
    headers: { authorization: `Basic ${CLIENT_AUTH}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  const body = await res.json();
  if (!res.ok || !body.active) throw new Error('invalid token');
  return {
    token,
    clientId: body.client_id,
    scopes: String(body.scope ?? '').split(' '),
    expiresAt: body.exp,
    extra: { userId: body.sub },
  };
}
