import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { DeployUser } from '../types.js';

export interface TokenIntrospector {
  introspect(token: string): Promise<Omit<DeployUser, 'accessToken'> | null>;
}

const PUBLIC_ROUTES = new Set(['/healthz', '/.well-known/oauth-protected-resource']);

const authPlugin: FastifyPluginAsync<{ introspector: TokenIntrospector }> = async (fastify, opts) => {
  fastify.decorateRequest('user', null);

  fastify.addHook('onRequest', async (request, reply) => {
    if (PUBLIC_ROUTES.has(request.routeOptions.url ?? request.url)) return;

    const header = request.headers.authorization;
    if (!header || !header.toLowerCase().startsWith('bearer ')) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer resource_metadata="/.well-known/oauth-protected-resource"')
        .send({ error: 'unauthorized' });
    }
    const accessToken = header.slice(7).trim();
    const principal = await opts.introspector.introspect(accessToken);
    if (!principal || principal.tokenExpiresAt * 1000 <= Date.now()) {
      return reply.code(401).send({ error: 'invalid_token' });
    }
    request.user = { ...principal, accessToken };
  });
};

export default fp(authPlugin, { name: 'auth', fastify: '4.x' });
