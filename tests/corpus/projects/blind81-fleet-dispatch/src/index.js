// HTTP entry point: Express app exposing the dispatch MCP server over streamable HTTP.
import express from 'express';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { config } from './config.js';
import { requireDispatcher } from './auth.js';
import { createDispatchServer } from './tools/index.js';

const app = express();
app.use(express.json({ limit: '1mb' }));

app.get('/healthz', (_req, res) => res.json({ ok: true }));

app.post('/mcp', requireDispatcher, async (req, res) => {
  const server = createDispatchServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  } catch (err) {
    console.error('[fleet-dispatch] request failed', err);
    if (!res.headersSent) res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
  }
});

app.listen(config.port, () => console.log(`fleet-dispatch MCP listening on :${config.port}`));
