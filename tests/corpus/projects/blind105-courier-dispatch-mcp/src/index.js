// Express entry point that serves the dispatch MCP endpoint statelessly over Streamable HTTP.
import express from 'express';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { loadConfig } from './config.js';
import { authenticate } from './auth.js';
import { makeDb } from './db.js';
import { makeRouting } from './routing.js';
import { makeTokens } from './state/tokens.js';
import { buildServer } from './server.js';

const config = loadConfig();
const deps = {
  db: makeDb(config.mysqlUrl),
  routing: makeRouting(config),
  tokens: makeTokens(config),
};

const app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '256kb' }));

app.post('/mcp', authenticate(config), async (req, res) => {
  const server = buildServer(deps);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  } catch (error) {
    console.error('[dispatch] MCP request failed', error);
    if (!res.headersSent) {
      res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
    }
  }
});

app.get('/healthz', (_req, res) => res.json({ ok: true }));

app.listen(config.port, () => console.log(`[dispatch] MCP endpoint on :${config.port}/mcp`));
