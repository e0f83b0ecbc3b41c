// Bearer authentication through the identity provider's token introspection endpoint.
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { request } from 'undici';
import { config } from './config.js';

const basic = Buffer.from(`${config.introspectionClientId}:${config.introspectionClientSecret}`).toString('base64');

const verifier = {
  async verifyAccessToken(token) {
    const res = await request(config.introspectionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }).toString(),
    });
    if (res.statusCode !== 200) throw new Error(`introspection failed with ${res.statusCode}`);
    const data = await res.body.json();
    if (!data.active) throw new Error('token is not active');
    return {
      token,
      clientId: data.client_id,
      scopes: String(data.scope ?? '').split(' ').filter(Boolean),
      expiresAt: data.exp,
      extra: { userId: data.sub, email: data.email },
    };
  },
};

export const authenticate = requireBearerAuth({ verifier, requiredScopes: ['charters'] });
