// Express entry of the booking server: one low-level Server per request, tools/call routed to handlers/tools.js.
const express = require('express');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { CallToolRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { callTool } = require('./handlers/tools');

const app = express();
app.use(express.json());

app.post('/mcp', async (req, res) => {
  const server = new Server({ name: 'rooms', version: '1.3.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(CallToolRequestSchema, callTool);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(Number(process.env.PORT || 3000));
