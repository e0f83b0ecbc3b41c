// Koa entry point that authenticates /mcp requests and forwards them to the helpdesk MCP server.
// @ts-nocheck
import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { createMcpHandler, McpServer } from '@modelcontextprotocol/server';
import { bearerAuth } from './auth.js';
import { config } from './config.js';
import { stateHooks } from './state/seal.js';
import registerTools from './tools/index.js';

function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'helpdesk', version: '0.4.1' },
    { capabilities: { tools: {} }, requestState: stateHooks },
  );
  return registerTools(server);
}

const mcp = createMcpHandler(buildServer);

const app = new Koa();
const router = new Router();

app.use(async (ctx, next) => {
  const started = Date.now();
  try {
    await next();
  } finally {
    console.log(`${ctx.method} ${ctx.path} ${ctx.status} ${Date.now() - started}ms`);
  }
});

router.post('/mcp', bodyParser({ jsonLimit: '1mb' }), bearerAuth(['tickets']), async (ctx) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const request = new Request(new URL(ctx.url, `http://${ctx.host}`), {
    method: 'POST',
    headers,
    body: JSON.stringify(ctx.request.body),
  });
  const response = await mcp.fetch(request, { authInfo: ctx.state.authInfo });
  ctx.status = response.status;
  response.headers.forEach((value, name) => ctx.set(name, value));
  ctx.body = Buffer.from(await response.arrayBuffer());
});

router.get('/healthz', (ctx) => {
  ctx.body = { ok: true };
});

app.use(router.routes()).use(router.allowedMethods());

app.listen(config.port, () => {
  console.log(`helpdesk MCP listening on :${config.port}`);
});
