// Bearer-token verification against the identity service's OAuth introspection endpoint.
// @ts-nocheck
import { config } from './config.js';

export async function verifyAccessToken(token: string) {
  const { introspectUrl, clientId, clientSecret } = config.identity;
  const res = await fetch(introspectUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: 'Basic ' + Buffer.from(`${clientId}:${clientSecret}`).toString('base64'),
    },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }).toString(),
  });
  if (!res.ok) throw new Error(`introspection failed with ${res.status}`);
  const data = await res.json();
  if (!data.active) throw new Error('token is not active');
  return {
    token,
    clientId: data.client_id,
    scopes: String(data.scope ?? '').split(' ').filter(Boolean),
    expiresAt: data.exp,
    extra: { userId: data.sub, email: data.email },
  };
}

export function userIdOf(ctx): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (!userId) throw new Error('an authenticated user is required');
  return userId;
}
