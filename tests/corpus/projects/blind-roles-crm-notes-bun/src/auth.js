// Verifies bearer tokens by introspecting them at the identity provider.
const INTROSPECT_URL = Bun.env.IDP_INTROSPECT_URL ?? 'https://idp.internal.example/oauth2/introspect';

export async function verifyAccessToken(token) {
  const res = await fetch(INTROSPECT_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  const info = await res.json();
  if (info.active !== true) throw new Error('inactive token');
  return { token, clientId: info.client_id, scopes: String(info.scope ?? '').split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
}
