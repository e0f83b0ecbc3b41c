// Authentication for the MCP route: rider tokens from the agency IdP, and ticket-kiosk calls with a shared key.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from './config.ts';
import { utf8, constantTimeEqual } from './lib/bytes.ts';

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', config.issuer));

function unauthorized(message: string): Response {
  return new Response(JSON.stringify({ error: 'unauthorized', message }), {
    status: 401,
    headers: {
      'content-type': 'application/json',
      'www-authenticate': `Bearer resource_metadata="${config.publicUrl}/.well-known/oauth-protected-resource"`,
    },
  });
}

export async function authenticate(request: Request) {
  const kioskKey = request.headers.get('x-kiosk-key');
  if (kioskKey !== null && config.kioskKey) {
    if (!constantTimeEqual(utf8(kioskKey), utf8(config.kioskKey))) return unauthorized('unknown kiosk');
    const kioskId = request.headers.get('x-kiosk-id') ?? 'unnamed';
    return {
      token: `kiosk:${kioskId}`,
      clientId: 'lumenrail-kiosk',
      scopes: ['trips:read'],
      expiresAt: Math.floor(Date.now() / 1000) + 60,
      extra: { userId: `kiosk:${kioskId}`, kiosk: true },
    };
  }

  const header = request.headers.get('authorization') ?? '';
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return unauthorized('missing bearer token');
  try {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: config.issuer,
      audience: config.audience,
      algorithms: ['RS256', 'ES256'],
    });
    return {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: String(payload.sub), kiosk: false },
    };
  } catch {
    return unauthorized('invalid or expired token');
  }
}

export function userIdOf(ctx): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (!userId) throw new Error('This tool needs a signed-in rider.');
  return userId;
}

export function requireScope(ctx, scope: string): void {
  const scopes = ctx.http?.authInfo?.scopes ?? [];
  if (!scopes.includes(scope)) throw new Error(`Missing scope ${scope}.`);
}
