// Koa app entry point that authenticates and routes /mcp to the HR MCP handler, plus a health check.
// @ts-nocheck
import Koa from 'koa';
import Router from '@koa/router';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { bearer } from './auth.js';
import { sendResponse, toRequest } from './http/toFetch.js';
import { createHrServer } from './server.js';

const mcp = createMcpHandler(createHrServer);
const router = new Router();

router.all('/mcp', async (ctx) => {
  const request = toRequest(ctx);
  const auth = await bearer(request.clone());
  if (auth instanceof Response) return sendResponse(ctx, auth);
  sendResponse(ctx, await mcp.fetch(request, { authInfo: auth }));
});

router.get('/healthz', (ctx) => {
  ctx.body = { ok: true };
});

const app = new Koa();
app.proxy = true;
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT ?? 8080));
