import type { Handle } from '@sveltejs/kit';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AUTH_ISSUER } from '$env/static/private';

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', AUTH_ISSUER));

export const handle: Handle = async ({ event, resolve }) => {
  if (event.url.pathname.startsWith('/mcp')) {
    const header = event.request.headers.get('authorization');
    if (header?.startsWith('Bearer ')) {
      const token = header.slice('Bearer '.length);
      try {
        const { payload } = await jwtVerify(token, jwks, { issuer: AUTH_ISSUER, audience: 'stockroom-mcp' });
        event.locals.authInfo = {
          token,
          clientId: String(payload.azp ?? payload.client_id ?? ''),
          scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [],
          expiresAt: payload.exp,
          extra: {
            userId: payload.sub,
            warehouses: payload['https://stockroom.app/warehouses'] ?? [],
          },
        };
      } catch {
        // Leave locals.authInfo unset: /mcp answers 401 with the resource metadata link.
      }
    }
  }
  return resolve(event);
};
