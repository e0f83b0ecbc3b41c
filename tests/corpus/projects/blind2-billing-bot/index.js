'use strict';
const http = require('node:http');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const config = require('./config');
const tools = require('./tools');

const server = new Server({ name: 'billing-bot', version: '4.2.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: Object.entries(tools).map(([name, t]) => ({
    name,
    inputSchema: {
      type: 'object',
      properties: Object.fromEntries(t.required.map((k) => [k, { type: 'string' }])),
      required: t.required,
    },
    annotations: { destructiveHint: t.destructive },
  })),
}));

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  const tool = tools[request.params.name];
  if (!tool) throw new Error(`unknown tool ${request.params.name}`);
  const userId = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
  if (!userId) return { isError: true, content: [{ type: 'text', text: 'Not signed in.' }] };
  return tool.run(request.params.arguments || {}, { userId, params: request.params });
});

const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });

async function authenticate(req) {
  const res = await fetch(`${process.env.STAFF_SSO_URL}/introspect`, {
    method: 'POST',
    headers: { authorization: req.headers.authorization || '' },
  });
  if (!res.ok) return null;
  const info = await res.json();
  return { token: info.token, clientId: info.client_id, scopes: info.scopes, expiresAt: info.exp, extra: { userId: info.staff_id } };
}

server.connect(transport).then(() =>
  http
    .createServer(async (req, res) => {
      req.auth = await authenticate(req);
      if (!req.auth) return res.writeHead(401).end();
      return transport.handleRequest(req, res);
    })
    .listen(config.port),
);
