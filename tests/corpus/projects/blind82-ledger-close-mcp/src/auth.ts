// Bearer token verification against the identity provider's OAuth introspection endpoint.
// @ts-nocheck
import { config } from './config.js';

const basic = Buffer.from(`${config.identity.clientId}:${config.identity.clientSecret}`).toString('base64');

async function introspect(token: string) {
  const res = await fetch(config.identity.introspectUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${basic}`,
    },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
  });
  if (!res.ok) throw new Error(`introspection endpoint answered ${res.status}`);
  return res.json();
}

export const verifier = {
  async verifyAccessToken(token: string) {
    const data = await introspect(token);
    if (!data.active) throw new Error('token is not active');
    return {
      token,
      clientId: data.client_id,
      scopes: String(data.scope ?? '').split(' ').filter(Boolean),
      expiresAt: data.exp,
      extra: {
        userId: data.sub,
        entities: String(data.entities ?? '').split(',').filter(Boolean),
      },
    };
  },
};
