// Fastify pre-handler that verifies the IdP-issued RS256 access token and attaches MCP AuthInfo.
// @ts-nocheck
import jwt from 'jsonwebtoken';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { settings } from './settings.js';

export interface ReconUser {
  userId: string;
  entityIds: string[];
  canReleasePayments: boolean;
}

export async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) {
    reply.header('www-authenticate', 'Bearer').code(401).send({ error: 'missing_token' });
    return;
  }
  let claims: jwt.JwtPayload;
  try {
    claims = jwt.verify(token, settings.idpPublicKeyPem, {
      algorithms: ['RS256'],
      issuer: settings.idpIssuer,
      audience: 'invoice-reconcile',
    }) as jwt.JwtPayload;
  } catch (err) {
    request.log.info({ err }, 'rejected access token');
    reply.header('www-authenticate', 'Bearer error="invalid_token"').code(401).send({ error: 'invalid_token' });
    return;
  }
  const scopes = String(claims.scope ?? '').split(' ').filter(Boolean);
  const user: ReconUser = {
    userId: String(claims.sub),
    entityIds: Array.isArray(claims.entities) ? claims.entities.map(String) : [],
    canReleasePayments: scopes.includes('payments:release'),
  };
  const auth: AuthInfo = { token, clientId: String(claims.azp ?? ''), scopes, expiresAt: claims.exp, extra: user };
  (request.raw as any).auth = auth;
}

export function userOf(extra: { authInfo?: AuthInfo }): ReconUser {
  const user = extra.authInfo?.extra as ReconUser | undefined;
  if (!user?.userId) throw new Error('unauthenticated');
  return user;
}
