import fp from 'fastify-plugin';

/**
 * Resolves the bearer token on /mcp requests through the identity provider's
 * introspection endpoint and exposes it as `request.authInfo` (SDK AuthInfo shape).
 */
async function authPlugin(app, { introspectionUrl, requiredScopes = [] }) {
  app.decorateRequest('authInfo', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/mcp')) return;

    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ')) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'missing_token' });
    }
    const token = header.slice(7).trim();

    const res = await fetch(introspectionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    const info = res.ok ? await res.json() : { active: false };
    if (!info.active) return reply.code(401).send({ error: 'invalid_token' });

    const scopes = typeof info.scope === 'string' ? info.scope.split(' ') : [];
    if (!requiredScopes.every((s) => scopes.includes(s))) {
      return reply.code(403).send({ error: 'insufficient_scope', required: requiredScopes });
    }

    request.authInfo = { token, clientId: info.client_id, scopes, expiresAt: info.exp, extra: { userId: info.sub } };
  });
}

export default fp(authPlugin, { name: 'auth' });
