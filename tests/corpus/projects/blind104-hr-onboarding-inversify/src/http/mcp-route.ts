// Fastify plugin: authenticates bearer tokens and hands POST /mcp to the MCP fetch handler.
// @ts-nocheck
import { createMcpHandler } from '@modelcontextprotocol/server';
import { TYPES } from '../ioc/types';

export async function mcpRoute(app, { container }) {
  const verifyToken = container.get(TYPES.TokenVerifier);
  const builder = container.get(TYPES.McpServerBuilder);
  const handler = createMcpHandler(() => builder.build());

  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/mcp')) return;
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    if (!match) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
    }
    try {
      const claims = await verifyToken(match[1]);
      const roles = Array.isArray(claims.roles) ? claims.roles : [];
      if (!roles.includes('hr-partner')) {
        return reply.code(403).send({ error: 'forbidden' });
      }
      request.authInfo = {
        token: match[1],
        clientId: String(claims.azp ?? 'unknown'),
        scopes: String(claims.scope ?? '').split(' ').filter(Boolean),
        expiresAt: claims.exp,
        extra: { userId: claims.sub, displayName: claims.name, roles },
      };
    } catch (err) {
      request.log.info({ reason: err.code ?? err.message }, 'rejected bearer token');
      return reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ error: 'unauthorized' });
    }
  });

  app.post('/mcp', async (request, reply) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) headers.set(name, value.join(', '));
    }
    const fetchRequest = new Request(`http://${request.hostname}${request.url}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(request.body ?? {}),
    });
    const response = await handler.fetch(fetchRequest, { authInfo: request.authInfo });
    reply.code(response.status);
    response.headers.forEach((value, name) => reply.header(name, value));
    return reply.send(Buffer.from(await response.arrayBuffer()));
  });
}
