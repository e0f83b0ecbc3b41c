'use strict';
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { z } = require('zod');
const { zodToJsonSchema } = require('zod-to-json-schema');
const http = require('node:http');
const tools = require('./tools');
const { verifySession } = require('./notes-db');

const server = new Server({ name: 'notes-share', version: '1.0.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: Object.entries(tools).map(([name, { config }]) => ({
    name,
    description: config.description,
    inputSchema: zodToJsonSchema(z.object(config.inputSchema)),
    annotations: config.annotations,
  })),
}));

// SDK 1.x has no multi round-trip support: requestState and inputResponses are
// read from the raw params and the input_required result is built by hand.
server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  const { name, arguments: rawArgs, requestState, inputResponses } = request.params;
  const tool = Object.hasOwn(tools, name) ? tools[name] : undefined;
  if (!tool) return { isError: true, content: [{ type: 'text', text: `Unknown tool: ${name}` }] };

  const userId = extra.authInfo?.extra?.userId;
  if (!userId) return { isError: true, content: [{ type: 'text', text: 'Sign in first.' }] };

  const parsed = z.object(tool.config.inputSchema).safeParse(rawArgs ?? {});
  if (!parsed.success) return { isError: true, content: [{ type: 'text', text: parsed.error.message }] };

  return tool.handler(parsed.data, { userId, tool: name, requestState, inputResponses });
});

const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });

server.connect(transport).then(() => {
  http
    .createServer(async (req, res) => {
      const session = await verifySession(req.headers.authorization);
      if (!session) {
        res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
        return;
      }
      req.auth = {
        token: session.token,
        clientId: 'notes-web',
        scopes: ['notes'],
        expiresAt: session.exp,
        extra: { userId: session.userId },
      };
      transport.handleRequest(req, res);
    })
    .listen(process.env.PORT || 3030);
});
