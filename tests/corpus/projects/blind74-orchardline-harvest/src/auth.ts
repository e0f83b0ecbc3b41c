// Bearer authentication: verifies the identity provider's access token and builds AuthInfo.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from './config.js';

const jwks = createRemoteJWKSet(new URL(config.jwksUrl));

function unauthorized(description: string): Response {
  return new Response(JSON.stringify({ error: 'invalid_token', error_description: description }), {
    status: 401,
    headers: {
      'content-type': 'application/json',
      'www-authenticate': `Bearer resource_metadata="${config.publicUrl}/.well-known/oauth-protected-resource"`,
    },
  });
}

export async function authenticate(request: Request) {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) return unauthorized('missing bearer token');
  try {
    const { payload } = await jwtVerify(match[1], jwks, {
      issuer: config.issuer,
      audience: config.audience,
      algorithms: ['RS256', 'ES256'],
    });
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    if (!scopes.includes('harvest:write')) return unauthorized('harvest:write scope required');
    return {
      token: match[1],
      clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
      scopes,
      expiresAt: payload.exp,
      extra: { userId: payload.sub, farmIds: payload['https://orchardline.app/farms'] ?? [] },
    };
  } catch (err) {
    return unauthorized('token verification failed');
  }
}
