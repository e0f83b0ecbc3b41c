// HTTP entry point: Express app that authenticates callers and serves stateless MCP over Streamable HTTP.
import express from 'express';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { bearerAuth } from './auth.js';
import { settings } from './settings.js';
import { createServer } from './tools/registry.js';

const app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '2mb' }));

app.get('/healthz', (_req, res) => res.type('text').send('ok'));

app.post('/mcp', bearerAuth, async (req, res, next) => {
  const server = createServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  } catch (err) {
    next(err);
  }
});

app.all('/mcp', (_req, res) => {
  res.status(405).set('Allow', 'POST').json({ error: 'method_not_allowed' });
});

app.use((err, _req, res, _next) => {
  console.error(err);
  if (!res.headersSent) res.status(500).json({ error: 'internal_error' });
});

app.listen(settings.port, () => {
  console.log(`report-export-server listening on :${settings.port}`);
});
