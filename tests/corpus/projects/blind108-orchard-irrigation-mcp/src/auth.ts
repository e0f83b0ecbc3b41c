// Bearer-token checks against the farm identity service, plus helpers to read the caller from a handler context.
// @ts-nocheck
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';

const clientCredentials = Buffer.from(`${config.identityClientId}:${config.identityClientSecret}`).toString('base64');

async function introspect(token) {
  const res = await fetch(`${config.identityUrl}/oauth2/introspect`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${clientCredentials}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
  });
  if (!res.ok) throw new Error(`introspection failed with ${res.status}`);
  const body = await res.json();
  if (!body.active) throw new Error('token is not active');
  return {
    token,
    clientId: body.client_id,
    scopes: String(body.scope ?? '').split(' ').filter(Boolean),
    expiresAt: body.exp,
    extra: { userId: body.sub, farmId: body.farm_id },
  };
}

const guard = requireBearerAuth({
  verifier: { verifyAccessToken: introspect },
  requiredScopes: ['irrigation'],
});

export function authenticate(request) {
  return guard(request);
}

export function userIdFrom(ctx) {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (!userId) throw new Error('request has no authenticated user');
  return userId;
}

export function farmIdFrom(ctx) {
  const farmId = ctx.http?.authInfo?.extra?.farmId;
  if (!farmId) throw new Error('user is not attached to a farm');
  return farmId;
}
