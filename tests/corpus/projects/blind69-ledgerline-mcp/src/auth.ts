// Bearer-token verification against the company identity service (RFC 7662 token introspection).
// @ts-nocheck
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';

const basic = Buffer.from(`${config.identityClientId}:${config.identityClientSecret}`).toString('base64');

async function introspect(token: string) {
  const res = await fetch(config.identityIntrospectUrl, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${basic}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
    },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
    signal: AbortSignal.timeout(5_000),
  });
  if (!res.ok) throw new Error(`introspection endpoint answered ${res.status}`);
  return res.json();
}

const verifier = {
  async verifyAccessToken(token: string) {
    const info = await introspect(token);
    if (!info.active) throw new Error('token is not active');
    if (info.aud && ![].concat(info.aud).includes(config.publicUrl)) {
      throw new Error('token was issued for another resource');
    }
    return {
      token,
      clientId: info.client_id,
      scopes: String(info.scope ?? '').split(' ').filter(Boolean),
      expiresAt: info.exp,
      resource: new URL(config.publicUrl),
      extra: { userId: info.sub, email: info.email },
    };
  },
};

export const authenticate = requireBearerAuth({ verifier, requiredScopes: ['billing:read'] });
