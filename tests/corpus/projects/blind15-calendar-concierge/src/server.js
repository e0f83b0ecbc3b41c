import Fastify from 'fastify';
import { config } from './config.js';
import authPlugin from './plugins/auth.js';
import mcpPlugin from './plugins/mcp.js';
import { createStateCodec } from './state/codec.js';
import { createConfirmLinks } from './state/confirm-link.js';
import { CalendarStore } from './services/calendar-store.js';

export async function buildApp({ store = new CalendarStore({ google: config.google }) } = {}) {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info', redact: ['req.headers.authorization'] } });

  const stateCodec = createStateCodec({ key: config.stateKey, ttlSeconds: config.stateTtlSeconds });
  const confirmLinks = createConfirmLinks({ key: config.linkKey, issuer: config.issuer, baseUrl: config.publicBaseUrl });

  await app.register(authPlugin, {
    introspectionUrl: process.env.INTROSPECTION_URL,
    requiredScopes: ['calendar.read'],
  });
  await app.register(mcpPlugin, { store, stateCodec, confirmLinks });

  // Landing page of the out-of-band confirmation link.
  app.get('/confirm/:token', async (request, reply) => {
    let claims;
    try {
      claims = await confirmLinks.verify(request.params.token);
    } catch {
      return reply.code(410).type('text/html').send('<p>This confirmation link is invalid or has expired.</p>');
    }
    return reply.type('text/html').send(
      `<form method="post"><p>${escapeHtml(String(claims.summary))}</p><button>Confirm</button></form>`,
    );
  });

  app.post('/confirm/:token', async (request, reply) => {
    let claims;
    try {
      claims = await confirmLinks.verify(request.params.token);
    } catch {
      return reply.code(410).send('expired');
    }
    const fresh = store.recordConfirmation(claims.jti, { userId: claims.sub, tool: claims.tool, argsDigest: claims.argsDigest });
    return reply.type('text/html').send(fresh ? '<p>Confirmed. You can go back to your assistant.</p>' : '<p>Already confirmed.</p>');
  });

  return app;
}

function escapeHtml(s) {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const app = await buildApp();
  await app.listen({ port: config.port, host: '0.0.0.0' });
}
