// Fastify plugin: verifies the customer's OIDC access token on /mcp and exposes it as request.authInfo.
import fp from 'fastify-plugin';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from '../config.js';

const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', config.oidc.issuer.endsWith('/') ? config.oidc.issuer : `${config.oidc.issuer}/`));

export default fp(
  async function authPlugin(app) {
    app.decorateRequest('authInfo', null);
    app.addHook('preHandler', async (req, reply) => {
      if (req.routeOptions.url !== '/mcp') return;
      const match = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '');
      if (!match) {
        return reply
          .code(401)
          .header('www-authenticate', `Bearer resource_metadata="${config.publicUrl}/.well-known/oauth-protected-resource"`)
          .send({ error: 'unauthorized' });
      }
      try {
        const { payload } = await jwtVerify(match[1], jwks, {
          issuer: config.oidc.issuer,
          audience: config.oidc.audience,
          algorithms: ['ES256', 'RS256'],
        });
        req.authInfo = {
          token: match[1],
          clientId: String(payload.client_id ?? payload.azp ?? ''),
          scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
          expiresAt: payload.exp,
          extra: { userId: String(payload.sub) },
        };
      } catch (err) {
        req.log.info({ err: err.code }, 'rejected access token');
        return reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ error: 'invalid_token' });
      }
    });
  },
  { name: 'driftwood-auth' },
);
