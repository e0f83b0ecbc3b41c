'use strict';

const Fastify = require('fastify');
const { createRemoteJWKSet, jwtVerify } = require('jose');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');

const config = require('./config');
const stateSealPlugin = require('./plugins/state-seal');
const { DraftStore } = require('./lib/drafts');
const { Helpdesk } = require('./lib/helpdesk');
const closeTicketTool = require('./tools/close-ticket');
const escalateTool = require('./tools/escalate');

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', config.issuer));

async function build() {
  const app = Fastify({ logger: { level: config.logLevel } });
  await app.register(stateSealPlugin, { key: config.stateKey, ttlSeconds: config.stateTtlSeconds });

  const deps = { helpdesk: new Helpdesk(), drafts: new DraftStore(), stateSeal: app.stateSeal };
  const tools = new Map([closeTicketTool(deps), escalateTool(deps)].map((t) => [t.definition.name, t]));

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ')) return reply.code(401).header('www-authenticate', 'Bearer').send();
    try {
      const token = header.slice(7);
      const { payload } = await jwtVerify(token, jwks, { issuer: config.issuer, audience: config.audience });
      request.raw.auth = {
        token,
        clientId: String(payload.azp ?? ''),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub },
      };
    } catch (err) {
      request.log.info({ err }, 'bearer rejected');
      return reply.code(401).send();
    }
  });

  function mcpServer() {
    const server = new Server({ name: 'ticket-desk', version: '1.4.1' }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [...tools.values()].map((t) => t.definition) }));
    server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
      const tool = tools.get(request.params.name);
      if (!tool) return { isError: true, content: [{ type: 'text', text: `No tool ${request.params.name}` }] };
      const auth = extra.authInfo;
      return tool.call(request.params, { userId: auth.extra.userId, scopes: auth.scopes });
    });
    return server;
  }

  app.post('/mcp', async (request, reply) => {
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    const server = mcpServer();
    reply.raw.on('close', () => {
      transport.close();
      server.close();
    });
    await server.connect(transport);
    reply.hijack();
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });

  return app;
}

build()
  .then((app) => app.listen({ port: config.port, host: '0.0.0.0' }))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
