// Node HTTP entry point serving the ops-runbook MCP server over streamable HTTP.
'use strict';

const http = require('node:http');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { ToolRouter } = require('./router');
const { authenticate } = require('./auth');
const tools = require('./tools');

const router = new ToolRouter(tools);

function buildServer() {
  const server = new Server({ name: 'ops-runbook', version: '1.4.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: router.list() }));
  server.setRequestHandler(CallToolRequestSchema, (request, extra) => router.dispatch(request, extra));
  return server;
}

http
  .createServer(async (req, res) => {
    if (req.url !== '/mcp') {
      res.writeHead(404).end();
      return;
    }
    const auth = await authenticate(req);
    if (!auth) {
      res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    req.auth = auth;
    const server = buildServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => {
      transport.close();
      server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res);
  })
  .listen(Number(process.env.PORT || 3100));
