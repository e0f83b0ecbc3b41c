import express from 'express';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { platform, settings } from './platform.js';
import { createOpsServer } from './server.js';

const app = express();
app.use(express.json({ limit: '1mb' }));

const bearer = requireBearerAuth({
  verifier: { verifyAccessToken: (token) => platform.introspect(token) },
  requiredScopes: ['ops:console'],
});

// Stateless: one server and transport per request; round state travels in requestState.
app.post('/mcp', bearer, async (req, res) => {
  const server = createOpsServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  } catch (err) {
    console.error('[ops-console] request failed', err);
    if (!res.headersSent) res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
  }
});

app.get('/healthz', (_req, res) => res.send('ok'));

app.listen(settings.port, () => console.log(`[ops-console] MCP on :${settings.port}/mcp`));
