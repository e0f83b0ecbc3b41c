'use strict';

const Fastify = require('fastify');
const { Pool } = require('pg');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { authenticate, AuthError } = require('./lib/auth');
const { PendingStore } = require('./lib/pending');
const importRecipe = require('./tools/importRecipe');
const deleteCollection = require('./tools/deleteCollection');

const db = new Pool({ connectionString: process.env.DATABASE_URL });
const pending = new PendingStore();
const deps = { db, pending };

const tools = new Map([
  [importRecipe.definition.name, { definition: importRecipe.definition, run: importRecipe.makeImportRecipe(deps) }],
  [deleteCollection.definition.name, { definition: deleteCollection.definition, run: deleteCollection.makeDeleteCollection(deps) }],
]);

function buildServer() {
  const server = new Server({ name: 'recipe-vault', version: '4.2.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...tools.values()].map((t) => t.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const userId = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
    if (!userId) return { isError: true, content: [{ type: 'text', text: 'Sign in first.' }] };
    const tool = tools.get(request.params.name);
    if (!tool) return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
    return tool.run({ ...request.params, arguments: request.params.arguments || {} }, { userId });
  });

  return server;
}

const app = Fastify({ logger: true });

app.setErrorHandler((err, request, reply) => {
  if (err instanceof AuthError) {
    reply.header('www-authenticate', 'Bearer resource_metadata="https://mcp.recipevault.app/.well-known/oauth-protected-resource"');
    return reply.code(401).send({ error: err.message });
  }
  request.log.error(err);
  return reply.code(500).send({ error: 'internal error' });
});

app.post('/mcp', async (request, reply) => {
  request.raw.auth = await authenticate(request.headers.authorization);

  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  reply.raw.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  reply.hijack();
  await transport.handleRequest(request.raw, reply.raw, request.body);
});

app.addHook('onClose', async () => {
  await pending.close();
  await db.end();
});

app.listen({ port: Number(process.env.PORT || 3000), host: '0.0.0.0' });
