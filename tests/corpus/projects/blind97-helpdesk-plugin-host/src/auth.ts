// Bearer-token verifier that asks the identity service to introspect each access token.
// @ts-nocheck
import { config } from './config.js';

const basic = Buffer.from(`${config.identity.clientId}:${config.identity.clientSecret}`).toString('base64');

export const verifier = {
  async verifyAccessToken(token: string) {
    const res = await fetch(config.identity.introspectionUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
    });
    if (!res.ok) throw new Error(`introspection failed with ${res.status}`);
    const info = await res.json();
    if (!info.active) throw new Error('token is not active');
    return {
      token,
      clientId: info.client_id,
      scopes: String(info.scope ?? '').split(' ').filter(Boolean),
      expiresAt: info.exp,
      resource: new URL('/mcp', config.publicUrl),
      extra: {
        userId: info.sub,
        email: info.email,
        teamIds: Array.isArray(info.team_ids) ? info.team_ids : [],
      },
    };
  },
};
