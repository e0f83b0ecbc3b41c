// Verifies support agents' OIDC access tokens and resolves which customer workspaces they may act in.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from './config.js';

const jwks = createRemoteJWKSet(new URL(config.oidc.jwksUri));

export async function requireAgent(request, reply) {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  if (!match) {
    reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
    return reply;
  }
  try {
    const { payload } = await jwtVerify(match[1], jwks, {
      issuer: config.oidc.issuer,
      audience: config.oidc.audience,
      algorithms: ['RS256'],
    });
    request.agent = {
      id: payload.sub,
      workspaces: Array.isArray(payload.workspaces) ? payload.workspaces : [],
      canRefund: String(payload.scope ?? '').split(' ').includes('refunds:write'),
    };
  } catch {
    reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ error: 'invalid_token' });
    return reply;
  }
}

export function activeWorkspace(agent, session) {
  const chosen = session.get('workspaceId') ?? agent.workspaces[0];
  return agent.workspaces.includes(chosen) ? chosen : null;
}
