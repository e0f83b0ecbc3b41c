// Express entry point serving the repo-janitor MCP server behind GitHub bearer authentication.
'use strict';

const express = require('express');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { requireBearerAuth } = require('@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js');
const { ListToolsRequestSchema, CallToolRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { definitions, lookup } = require('./handlers');
const { fail } = require('./handlers/respond');
const verifier = require('./verifier');

const userOf = (extra) => {
  const id = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.login;
  return id ? Object.freeze({ id }) : null;
};

const makeServer = () => {
  const server = new Server({ name: 'repo-janitor', version: '1.2.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: definitions() }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const handler = lookup(request.params.name);
    const user = userOf(extra);
    if (!handler) return fail(`Unknown tool ${request.params.name}`);
    if (!user) return fail('Authentication required');
    return handler.handle(request.params, user);
  });

  return server;
};

const app = express();
app.use(express.json({ limit: '1mb' }));

app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['repo'] }), async (req, res) => {
  const server = makeServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(Number(process.env.PORT || 8787));
