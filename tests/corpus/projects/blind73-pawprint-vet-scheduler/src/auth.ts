// Request authentication: owner access tokens via IdP introspection, plus front-desk kiosks.
// @ts-nocheck
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';

const basicCredentials = Buffer.from(`${config.idp.clientId}:${config.idp.clientSecret}`).toString('base64');

const ownerTokenVerifier = {
  async verifyAccessToken(token: string) {
    const res = await fetch(config.idp.introspectionUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basicCredentials}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
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
      extra: { userId: info.sub, role: 'owner' },
    };
  },
};

const ownerAuth = requireBearerAuth({
  verifier: ownerTokenVerifier,
  requiredScopes: ['appointments'],
});

function kioskAuth(request: Request) {
  const presented = request.headers.get('x-kiosk-key');
  if (!presented || !config.kioskKey) return null;
  if (presented !== config.kioskKey) return new Response('forbidden', { status: 403 }); // expect: no-timing-unsafe-compare
  const kioskId = request.headers.get('x-kiosk-id') ?? 'front-desk';
  return {
    token: `kiosk:${kioskId}`,
    clientId: `kiosk-${kioskId}`,
    scopes: ['slots:read'],
    expiresAt: Math.floor(Date.now() / 1000) + 300,
    extra: { userId: `kiosk:${kioskId}`, role: 'kiosk' },
  };
}

export async function authenticate(request: Request) {
  const kiosk = kioskAuth(request);
  if (kiosk) return kiosk;
  return ownerAuth(request);
}

export function principalOf(ctx) {
  const auth = ctx.http?.authInfo;
  const userId = auth?.extra?.userId;
  if (!userId) throw new Error('this tool needs an authenticated user');
  return { userId, role: auth.extra.role, scopes: auth.scopes ?? [], token: auth.token };
}

export function requireOwner(ctx) {
  const principal = principalOf(ctx);
  if (principal.role !== 'owner') throw new Error('only pet owners can use this tool');
  return principal;
}
