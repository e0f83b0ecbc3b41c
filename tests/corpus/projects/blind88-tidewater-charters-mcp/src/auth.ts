// Bearer-token authentication against the Tidewater identity service (RFC 7662 introspection).
// @ts-nocheck
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { requestJson } from './lib/http.js';

const basic = Buffer.from(`${config.identity.clientId}:${config.identity.clientSecret}`).toString('base64');

async function verifyAccessToken(token: string) {
  const info = await requestJson(`${config.identity.url}/oauth2/introspect`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }).toString(),
  });
  if (!info?.active) throw new Error('token is not active');
  return {
    token,
    clientId: info.client_id,
    scopes: String(info.scope ?? '').split(' ').filter(Boolean),
    expiresAt: info.exp,
    extra: { userId: info.sub, memberTier: info.tier ?? 'standard' },
  };
}

export const authenticate = requireBearerAuth({
  verifier: { verifyAccessToken },
  requiredScopes: ['charters'],
});
