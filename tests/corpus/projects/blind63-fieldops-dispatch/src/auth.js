import { requireBearerAuth } from '@modelcontextprotocol/server';
import ky from 'ky';

const introspectionUrl = process.env.IDP_INTROSPECTION_URL;

async function verifyAccessToken(token) {
  const info = await ky
    .post(introspectionUrl, {
      form: { token },
      headers: { authorization: `Basic ${Buffer.from(`${process.env.IDP_CLIENT_ID}:${process.env.IDP_CLIENT_SECRET}`).toString('base64')}` },
    })
    .json();
  if (!info.active) throw new Error('inactive token');
  return {
    token,
    clientId: info.client_id,
    scopes: (info.scope ?? '').split(' '),
    expiresAt: info.exp,
    extra: { userId: info.sub },
  };
}

export const requireDispatcher = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['dispatch'] });
