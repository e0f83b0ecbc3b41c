// Koa application: bearer auth for /mcp, the lab-results webhook, and the stateless MCP transport.
import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { config } from './config.js';
import { createClinicServer } from './server.js';
import { labWebhookRoute } from './labWebhook.js';

async function introspect(token) {
  const res = await fetch(config.idp.introspectUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${config.idp.clientId}:${config.idp.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ token }),
    signal: AbortSignal.timeout(4000),
  });
  if (!res.ok) return null;
  const body = await res.json();
  return body.active ? body : null;
}

async function requireStaff(ctx, next) {
  const match = /^Bearer (.+)$/.exec(ctx.get('authorization'));
  const grant = match ? await introspect(match[1]) : null;
  if (!grant) {
    ctx.status = 401;
    ctx.set('www-authenticate', 'Bearer realm="pawprint"');
    ctx.body = { error: 'invalid_token' };
    return;
  }
  ctx.req.auth = {
    token: match[1],
    clientId: grant.client_id,
    scopes: String(grant.scope ?? '').split(' ').filter(Boolean),
    expiresAt: grant.exp,
    extra: { userId: grant.sub, clinicId: grant.clinic_id, role: grant.role },
  };
  await next();
}

const router = new Router();

router.post('/mcp', requireStaff, async (ctx) => {
  const server = createClinicServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  ctx.respond = false;
  ctx.res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(ctx.req, ctx.res, ctx.request.body);
});

router.post('/webhooks/lab-results', labWebhookRoute);
router.get('/healthz', (ctx) => {
  ctx.body = { ok: true, apiVersion: config.apiVersion };
});

const app = new Koa();
app.proxy = true;
app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '1mb' }));
app.use(router.routes());
app.use(router.allowedMethods());

app.listen(config.port, () => {
  console.log(`pawprint-clinic-mcp ${config.apiVersion} on :${config.port}`);
});
