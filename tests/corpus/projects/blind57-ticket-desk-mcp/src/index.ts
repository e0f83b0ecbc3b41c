import express from 'express';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireUser } from './auth.js';
import { config } from './config.js';
import { buildServer } from './mcp/server.js';

const app = express();
app.use(express.json({ limit: '1mb' }));

app.get('/.well-known/oauth-protected-resource', (_req, res) => {
  res.json({
    resource: `${config.publicUrl}/mcp`,
    authorization_servers: [new URL(config.oauth.tokenUrl).origin],
    scopes_supported: ['tickets:read', 'tickets:write'],
  });
});

app.get('/healthz', (_req, res) => {
  res.send('ok');
});

// Stateless: a fresh server + transport per request, nothing kept between rounds.
app.post('/mcp', requireUser(), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  } catch (err) {
    console.error('mcp request failed', err);
    if (!res.headersSent) {
      res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
    }
  }
});

app.listen(config.port, () => {
  console.log(`ticket-desk MCP listening on :${config.port}`);
});
