'use strict';

const fp = require('fastify-plugin');
const { createRemoteJWKSet, jwtVerify } = require('jose');

/**
 * Bearer auth against the company IdP. Decorates `request.authInfo` in the shape
 * the MCP SDK expects ({ token, clientId, scopes, expiresAt, extra }).
 */
module.exports = fp(
  async function authPlugin(fastify, { issuer, audience }) {
    const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', issuer.endsWith('/') ? issuer : `${issuer}/`));

    fastify.decorateRequest('authInfo', null);

    fastify.decorate('authenticate', async function authenticate(request, reply) {
      const header = request.headers.authorization ?? '';
      if (!header.startsWith('Bearer ')) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
      }
      const token = header.slice(7).trim();
      try {
        const { payload } = await jwtVerify(token, jwks, { issuer, audience });
        request.authInfo = {
          token,
          clientId: payload.azp ?? payload.client_id ?? 'unknown',
          scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [],
          expiresAt: payload.exp,
          extra: { userId: payload.sub },
        };
      } catch (err) {
        request.log.info({ err }, 'rejected bearer token');
        return reply.code(401).send({ error: 'invalid_token' });
      }
    });
  },
  { name: 'billing-auth' },
);
