// Koa entry point: bearer auth for the stateless MCP endpoint, the GitHub webhook, and wiring of services and tools.
import Router from '@koa/router';
import Koa from 'koa';
import getRawBody from 'raw-body';
import { createClient } from 'redis';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CmsClient } from './cms/client.js';
import { loadConfig } from './config.js';
import { StateEnvelope } from './security/envelope.js';
import { KeyRing } from './security/keys.js';
import { GithubWebhookVerifier } from './security/webhook.js';
import { PendingPublications } from './store/pending.js';
import { BulkPublishTool, PublishDocumentTool, UnpublishDocumentTool } from './tools/documents.js';

const config = loadConfig();
const redis = createClient({ url: config.redisUrl });
await redis.connect();

const services = {
  cms: new CmsClient(config.cmsUrl, config.cmsToken),
  envelope: new StateEnvelope(new KeyRing(config.state)),
  pending: new PendingPublications(redis),
  log: console,
};
const tools = [new PublishDocumentTool(services), new UnpublishDocumentTool(services), new BulkPublishTool(services)];
const jwks = createRemoteJWKSet(new URL(`${config.issuer.replace(/\/$/, '')}/.well-known/jwks.json`));
const githubHooks = new GithubWebhookVerifier(config.githubWebhookSecret);

async function authenticate(ctx, next) {
  const match = /^Bearer (.+)$/.exec(ctx.get('authorization'));
  if (!match) {
    ctx.set('WWW-Authenticate', 'Bearer');
    ctx.throw(401, 'missing bearer token');
  }
  try {
    const { payload } = await jwtVerify(match[1], jwks, { issuer: config.issuer, audience: config.audience });
    ctx.state.authInfo = {
      token: match[1],
      clientId: String(payload.azp ?? ''),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub },
    };
  } catch {
    ctx.set('WWW-Authenticate', 'Bearer error="invalid_token"');
    ctx.throw(401, 'invalid token');
  }
  await next();
}

const router = new Router();

router.get('/healthz', (ctx) => {
  ctx.body = { ok: true };
});

router.post('/mcp', authenticate, async (ctx) => {
  const body = JSON.parse(await getRawBody(ctx.req, { limit: '512kb', encoding: 'utf8' }));
  const server = new McpServer({ name: 'docs-publisher', version: '1.8.3' }, { capabilities: { tools: {} } });
  for (const tool of tools) tool.register(server);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  ctx.res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  ctx.req.auth = ctx.state.authInfo;
  ctx.respond = false;
  await transport.handleRequest(ctx.req, ctx.res, body);
});

router.post('/hooks/github', async (ctx) => {
  const raw = await getRawBody(ctx.req, { limit: '2mb' });
  if (!githubHooks.verify(raw, ctx.get('x-hub-signature-256'))) ctx.throw(401, 'bad signature');
  const event = JSON.parse(raw.toString('utf8'));
  if (ctx.get('x-github-event') === 'push') {
    services.log.info({ repo: event.repository?.full_name, ref: event.ref, commits: event.commits?.length ?? 0 }, 'docs sources changed');
  }
  ctx.status = 204;
});

const app = new Koa();
app.proxy = true;
app.use(router.routes()).use(router.allowedMethods());
app.listen(config.port, () => console.log(`docs-publisher MCP listening on :${config.port}`));
