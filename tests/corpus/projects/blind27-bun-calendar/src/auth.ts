import { requireBearerAuth } from '@modelcontextprotocol/server';
import env from './env';

interface Introspection {
  active: boolean;
  sub: string;
  aud: string | string[];
  client_id: string;
  scope?: string;
  exp: number;
}

async function verifyAccessToken(token: string) {
  // Our issuer mints opaque tokens with a fixed prefix; skip the network call for anything else.
  if (!token.startsWith('cal_at_')) throw new Error('not a calendar access token');

  const res = await fetch(env.introspectionUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
  });
  if (!res.ok) throw new Error(`introspection failed: ${res.status}`);
  const info = (await res.json()) as Introspection;

  const audiences = Array.isArray(info.aud) ? info.aud : [info.aud];
  if (!info.active || !audiences.includes(env.audience)) throw new Error('token not for this server');

  return {
    token,
    clientId: info.client_id,
    scopes: (info.scope ?? '').split(' ').filter(Boolean),
    expiresAt: info.exp,
    extra: { userId: info.sub },
  };
}

export default requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['calendar'] });
