import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { PORT } from './config.js';
import { requireAuth } from './auth.js';
import { TOOLS, handleCall } from './handlers.js';

function buildServer() {
  var server = new Server({ name: 'helpdesk', version: '0.3.1' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));
  server.setRequestHandler(CallToolRequestSchema, handleCall);
  return server;
}

var app = express();
app.use(express.json({ limit: '1mb' }));

app.get('/healthz', (req, res) => res.send('ok'));

// stateless: one server + transport per request
app.post('/mcp', requireAuth, async (req, res) => {
  var server = buildServer();
  var transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  } catch (err) {
    console.error('mcp request failed', err);
    if (!res.headersSent) res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'internal error' }, id: null });
  }
});

app.listen(PORT, () => console.log('helpdesk mcp listening on :' + PORT));
