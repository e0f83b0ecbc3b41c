// Express entry point: authenticates callers and serves a stateless streamable-HTTP MCP endpoint.
import express from 'express';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { loadConfig } from './config.js';
import { bearerAuth } from './auth.js';
import { makeLedger } from './ledger.js';
import { makeBankfeed } from './bankfeed.js';
import { makeSealer } from './lib/seal.js';
import { tools } from './tools/index.js';

const config = loadConfig();
const deps = { ledger: makeLedger(config), bankfeed: makeBankfeed(config.bankfeed), sealer: makeSealer(config.state), ttlMs: config.state.ttlMs };
const build = () => tools(deps).reduce((srv, [name, def, fn]) => (srv.registerTool(name, def, fn), srv), new McpServer({ name: 'invoice-reconcile', version: '1.4.0' }));

const app = express();
app.use(express.json({ limit: '1mb' }));
app.get('/healthz', (_req, res) => res.json({ ok: true }));
app.post('/mcp', bearerAuth(config.auth), async (req, res) => {
  const server = build();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => { transport.close(); server.close(); });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});
app.listen(config.port, () => console.log(`invoice-reconcile MCP listening on :${config.port}`));
