// Fastify preHandler: verifies employee bearer tokens against the IdP's JWKS and exposes AuthInfo to the MCP transport.
import { createRemoteJWKSet, jwtVerify } from 'jose';

export const bearer = ({ issuer, audience }) => {
  const jwks = createRemoteJWKSet(new URL(`${issuer.replace(/\/$/, '')}/.well-known/jwks.json`));
  return async (request, reply) => {
    const token = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    try {
      if (!token) throw new Error('missing bearer token');
      const { payload: { sub, azp, scope = '', exp, employee_id: employeeId } } = await jwtVerify(token, jwks, { issuer, audience, algorithms: ['RS256'] });
      if (!sub || !employeeId) throw new Error('token lacks employee identity');
      request.raw.auth = { token, clientId: azp, scopes: scope.split(' ').filter(Boolean), expiresAt: exp, extra: { userId: sub, employeeId } };
    } catch {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
    }
  };
};
