import { createHash } from 'node:crypto';
import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { error } from './lib/util.js';

function buildMcpServer(tools, auth) {
  const server = new Server({ name: 'billing-desk', version: '2.1.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.map(({ definition }) => definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
    const tool = tools.find(({ definition }) => definition.name === params.name);
    if (!tool) return error(`Unknown tool ${params.name}`);
    return tool.handle(params.arguments ?? {}, {
      userId: auth.userId,
      requestState: typeof params.requestState === 'string' ? params.requestState : undefined,
      inputResponses: params.inputResponses,
    });
  });

  return server;
}

async function introspect(url, token) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  if (!res.ok) return null;
  const data = await res.json();
  if (!data.active || typeof data.sub !== 'string') return null;
  return { userId: data.sub, scopes: String(data.scope ?? '').split(' ') };
}

export function createApp({ env, tools }) {
  const app = new Koa();
  const router = new Router();

  const resourceMetadata = JSON.stringify({
    resource: `${env.publicUrl}/mcp`,
    authorization_servers: [new URL(env.introspectionUrl).origin],
    scopes_supported: ['billing:refund', 'billing:read'],
  });
  const metadataEtag = `"${createHash('sha1').update(resourceMetadata).digest('hex')}"`;

  router.get('/.well-known/oauth-protected-resource', (ctx) => {
    ctx.set('etag', metadataEtag);
    if (ctx.get('if-none-match') === metadataEtag) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'application/json';
    ctx.body = resourceMetadata;
  });

  router.post('/mcp', async (ctx) => {
    const header = ctx.get('authorization');
    if (!header.startsWith('Bearer ')) {
      ctx.set('www-authenticate', `Bearer resource_metadata="${env.publicUrl}/.well-known/oauth-protected-resource"`);
      ctx.status = 401;
      return;
    }
    const auth = await introspect(env.introspectionUrl, header.slice('Bearer '.length).trim());
    if (!auth) {
      ctx.status = 401;
      return;
    }
    if (!auth.scopes.includes('billing:read')) {
      ctx.status = 403;
      return;
    }

    const server = buildMcpServer(tools, auth);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    ctx.respond = false;
    ctx.res.on('close', () => {
      transport.close();
      server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(ctx.req, ctx.res, ctx.request.body);
  });

  app.use(bodyParser({ jsonLimit: '1mb' }));
  app.use(router.routes()).use(router.allowedMethods());
  return app;
}
