// Bearer-token verification against the company identity service (OAuth 2.0 token introspection).
// @ts-nocheck
import { config } from './config.js';

const basic = Buffer.from(`${config.identityClientId}:${config.identityClientSecret}`).toString('base64');

export async function verifyAccessToken(token: string) {
  const res = await fetch(new URL('/oauth2/introspect', config.identityUrl), {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
  });
  if (!res.ok) throw new Error(`introspection failed with HTTP ${res.status}`);
  const data = await res.json();
  if (!data.active) throw new Error('token is not active');

  return {
    token,
    clientId: data.client_id,
    scopes: String(data.scope ?? '').split(' ').filter(Boolean),
    expiresAt: data.exp,
    extra: { userId: data.sub, depotId: data.depot_id, displayName: data.name },
  };
}

export function currentUser(ctx): { userId: string; depotId: string; token: string } {
  const auth = ctx.http?.authInfo;
  const userId = auth?.extra?.userId;
  if (!auth || !userId) throw new Error('an authenticated user is required');
  return { userId, depotId: auth.extra.depotId, token: auth.token };
}
