// Fastify hook that verifies merchant-portal access tokens and attaches MCP AuthInfo to the raw request.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';

const MERCHANT_CLAIM = 'https://parcelhub.io/merchant';
const ROLES_CLAIM = 'https://parcelhub.io/roles';

export function bearerHook({ issuer, audience }: { issuer: string; audience: string }) {
  const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', issuer.endsWith('/') ? issuer : `${issuer}/`));

  return async function verify(request, reply) {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) {
      reply.header('www-authenticate', 'Bearer realm="returns"');
      return reply.code(401).send({ error: 'unauthorized' });
    }
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer, audience });
      request.raw.auth = {
        token,
        clientId: String(payload.azp ?? ''),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: {
          userId: payload.sub,
          merchantId: payload[MERCHANT_CLAIM],
          roles: payload[ROLES_CLAIM] ?? [],
        },
      };
    } catch {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      return reply.code(401).send({ error: 'invalid_token' });
    }
  };
}
