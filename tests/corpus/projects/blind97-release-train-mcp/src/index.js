// Koa entry point: /mcp behind bearer auth (one stateless MCP server per request) and the GitHub webhook.
import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { config } from './config.js';
import { bearerAuth } from './auth.js';
import { loadPlugins, install } from './plugins/index.js';
import { githubWebhook } from './githubWebhook.js';

const plugins = await loadPlugins();
const app = new Koa();
const router = new Router();

router.get('/healthz', (ctx) => {
  ctx.body = { ok: true, plugins: plugins.map((p) => p.name) };
});

router.post('/hooks/github', githubWebhook);

router.post('/mcp', bearerAuth({ requiredScope: 'deploy:tools' }), async (ctx) => {
  const server = new McpServer({ name: 'release-train', version: '1.11.0' }, { capabilities: { tools: {} } });
  install(server, plugins);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  ctx.res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  ctx.respond = false;
  await transport.handleRequest(ctx.req, ctx.res, ctx.request.body);
});

app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '1mb' }));
app.use(router.routes()).use(router.allowedMethods());
app.listen(config.port, () => console.log(`release-train MCP on :${config.port}`));
