// Verifies rights-holder access tokens (JWTs from the label's auth server) before MCP handling.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { env } from './env.js';

const jwks = createRemoteJWKSet(new URL(env.jwksUrl), { cooldownDuration: 60_000 });

export async function requireRightsHolder(request, reply) {
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) {
    return reply.code(401).header('www-authenticate', 'Bearer realm="royalty-ledger"').send({ error: 'missing_token' });
  }
  try {
    const { payload } = await jwtVerify(token, jwks, { issuer: env.issuer, audience: env.audience });
    const scopes = String(payload.scope ?? '').split(' ').filter(Boolean);
    if (!scopes.includes('royalties')) return reply.code(403).send({ error: 'insufficient_scope' });
    request.raw.auth = {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? ''),
      scopes,
      expiresAt: payload.exp,
      extra: { userId: payload.sub, payeeId: payload.payee_id },
    };
  } catch (err) {
    request.log.info({ err: err.code }, 'rejected access token');
    return reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ error: 'invalid_token' });
  }
}

export function userOf(extra) {
  const userId = extra.authInfo?.extra?.userId;
  if (!userId) throw new Error('unauthenticated call reached a tool');
  return userId;
}
