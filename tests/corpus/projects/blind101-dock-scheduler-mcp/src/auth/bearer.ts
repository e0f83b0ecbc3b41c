// Fastify pre-handler that validates warehouse staff JWTs and attaches MCP AuthInfo to the raw request.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';

export function bearerAuth({ issuer, audience, jwksUri }: { issuer: string; audience: string; jwksUri: string }) {
  const jwks = createRemoteJWKSet(new URL(jwksUri));

  return async function preHandler(request, reply) {
    const header = request.headers.authorization;
    if (typeof header !== 'string' || !header.toLowerCase().startsWith('bearer ')) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
    }
    const token = header.slice(7).trim();
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer, audience, algorithms: ['ES256', 'EdDSA'] });
      const scopes = String(payload.scope ?? '').split(' ').filter(Boolean);
      if (!scopes.includes('dock:schedule')) {
        return reply.code(403).send({ error: 'insufficient_scope' });
      }
      request.raw.auth = {
        token,
        clientId: String(payload.azp ?? ''),
        scopes,
        expiresAt: payload.exp,
        extra: { userId: payload.sub, warehouseId: payload.wh, roles: payload.roles ?? [] },
      };
    } catch {
      return reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ error: 'invalid_token' });
    }
  };
}
