import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { config } from './config.js';
import { prisma } from './desk.js';
import { mcpPlugin } from './mcp/plugin.js';
import { inboundMail } from './webhooks/inbound-mail.js';

const CSRF_COOKIE = 'hd_csrf';

const app = Fastify({ logger: { redact: ['req.headers.authorization', 'req.headers.cookie'] }, trustProxy: true });

await app.register(cookie, { secret: config.cookieSecret, hook: 'onRequest' });
await app.register(formbody);
await app.register(mcpPlugin);
// Its own encapsulated context: the raw-body JSON parser must not leak into /mcp.
await app.register(inboundMail);

/**
 * Double-submit check for the small admin page that revokes MCP tokens. /admin is only routed
 * through oauth2-proxy on the internal ingress (deploy/ingress.yaml), which does the sign-in.
 */
function csrfOk(request: FastifyRequest): boolean {
  const raw = request.cookies[CSRF_COOKIE];
  if (!raw) return false;
  const cookieValue = request.unsignCookie(raw);
  const submitted = (request.body as { _csrf?: unknown } | undefined)?._csrf;
  if (!cookieValue.valid || !cookieValue.value || typeof submitted !== 'string') return false;
  // Hash both sides: equal-length inputs for timingSafeEqual whatever the client sent.
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(cookieValue.value), digest(submitted));
}

app.get('/admin/tokens', async (request, reply) => {
  const csrf = randomBytes(32).toString('base64url');
  reply.setCookie(CSRF_COOKIE, csrf, { signed: true, httpOnly: true, sameSite: 'strict', secure: true, path: '/admin' });
  const tokens = await prisma.apiToken.findMany({ where: { revokedAt: null }, select: { id: true, label: true, expiresAt: true } });
  const rows = tokens
    .map((t) => `<li>${t.label} (expires ${t.expiresAt.toISOString().slice(0, 10)})
      <form method="post" action="/admin/tokens/${t.id}/revoke"><input type="hidden" name="_csrf" value="${csrf}"><button>Revoke</button></form></li>`)
    .join('');
  return reply.type('text/html').send(`<h1>MCP tokens</h1><ul>${rows}</ul>`);
});

app.post<{ Params: { id: string } }>('/admin/tokens/:id/revoke', async (request, reply) => {
  if (!csrfOk(request)) return reply.code(403).send('CSRF check failed');
  await prisma.apiToken.update({ where: { id: request.params.id }, data: { revokedAt: new Date() } });
  return reply.redirect('/admin/tokens', 303);
});

app.get('/.well-known/oauth-protected-resource', async () => ({
  resource: `${config.publicUrl}/mcp`,
  bearer_methods_supported: ['header'],
}));

await app.listen({ port: config.port, host: config.host });
