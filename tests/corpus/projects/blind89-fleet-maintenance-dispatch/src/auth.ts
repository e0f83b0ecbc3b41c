// Resolves bearer tokens through the identity provider's introspection endpoint.
// @ts-nocheck
import { config } from './config.js';

export async function verifyAccessToken(token: string) {
  const basic = Buffer.from(`${config.idp.clientId}:${config.idp.clientSecret ?? ''}`).toString('base64');
  const res = await fetch(config.idp.introspectionUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
  });
  if (!res.ok) throw new Error(`token introspection failed with ${res.status}`);
  const body = await res.json();
  if (!body.active) throw new Error('token is not active');
  return {
    token,
    clientId: body.client_id,
    scopes: String(body.scope ?? '').split(' ').filter(Boolean),
    expiresAt: body.exp,
    extra: { userId: body.sub, depotIds: Array.isArray(body.depots) ? body.depots : [] },
  };
}
