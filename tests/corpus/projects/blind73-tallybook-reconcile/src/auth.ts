// Fastify pre-handler that validates OIDC access tokens and attaches MCP auth info.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { env } from './env.js';

const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', env.OIDC_ISSUER.endsWith('/') ? env.OIDC_ISSUER : `${env.OIDC_ISSUER}/`));

export async function requireUser(request, reply) {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match) {
    reply.header('www-authenticate', 'Bearer realm="tallybook"').code(401).send({ error: 'unauthorized' });
    return reply;
  }
  const token = match[1];
  try {
    const { payload } = await jwtVerify(token, jwks, { issuer: env.OIDC_ISSUER, audience: env.OIDC_AUDIENCE });
    request.raw.auth = {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub, orgIds: payload['https://tallybook.example/orgs'] ?? [] },
    };
  } catch (err) {
    request.log.info({ err: err.code }, 'rejected access token');
    reply.header('www-authenticate', 'Bearer error="invalid_token"').code(401).send({ error: 'invalid_token' });
    return reply;
  }
}

export function member(extra, orgId: string) {
  const info = extra.authInfo;
  const userId = info?.extra?.userId;
  if (!userId) throw new Error('not authenticated');
  if (!info.extra.orgIds.includes(orgId)) throw new Error(`no access to organisation ${orgId}`);
  return { userId, orgId };
}
