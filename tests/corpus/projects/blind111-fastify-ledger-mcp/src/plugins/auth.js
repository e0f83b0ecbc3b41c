// Fastify plugin that authenticates MCP requests by token introspection and guards metrics with a scrape token.
import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';

const digest = (s) => createHash('sha256').update(s).digest();

/**
 * onRequest hook: resolves the bearer token through the IdP and decorates
 * request.authInfo. /metrics takes a static scrape token instead.
 */
export default fp(async function authPlugin(app, opts) {
  const scrapeToken = opts.metricsToken ? digest(opts.metricsToken) : undefined;
  app.decorateRequest('authInfo', null);

  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';

    if (request.url === '/metrics') {
      if (!scrapeToken || !timingSafeEqual(digest(token), scrapeToken)) return reply.code(401).send();
      return;
    }
    if (!request.url.startsWith('/mcp')) return;
    if (!token) return reply.code(401).header('www-authenticate', 'Bearer').send();

    const res = await fetch(`${opts.issuer}/oauth/introspect`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: opts.introspectionAuth },
      body: new URLSearchParams({ token }),
    });
    const info = res.ok ? await res.json() : { active: false };
    if (!info.active || typeof info.exp !== 'number') return reply.code(401).send();
    if (info.aud !== opts.audience) return reply.code(401).send();

    request.authInfo = {
      token,
      clientId: info.client_id,
      scopes: String(info.scope ?? '').split(' ').filter(Boolean),
      expiresAt: info.exp,
      extra: { userId: info.sub },
    };
  });
});
