// Express entry point: bearer auth, then one stateless MCP server and transport per request.
import express from 'express';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { config } from './config.js';
import { requireBearer } from './auth/bearer.js';
import { db } from './payroll/client.js';
import { registerListEmployees } from './tools/listEmployees.js';
import { registerRunPayroll } from './tools/runPayroll.js';
import { registerApproveTimesheets } from './tools/approveTimesheets.js';

function buildMcpServer() {
  const server = new McpServer({ name: 'payroll-bridge', version: '1.4.0' }, { capabilities: { tools: {} } });
  registerListEmployees(server);
  registerRunPayroll(server);
  registerApproveTimesheets(server);
  return server;
}

const app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '1mb' }));

app.get('/healthz', async (_req, res) => {
  await db.query('SELECT 1');
  res.json({ ok: true });
});

app.post('/mcp', requireBearer, async (req, res) => {
  const server = buildMcpServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  } catch (err) {
    console.error('[payroll-bridge] MCP request failed', err);
    if (!res.headersSent) {
      res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
    }
  }
});

app.all('/mcp', (_req, res) => {
  res.status(405).set('Allow', 'POST').json({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed' }, id: null });
});

app.use((err, _req, res, _next) => {
  console.error('[payroll-bridge]', err);
  res.status(500).json({ error: 'internal_error' });
});

app.listen(config.port, () => console.log(`[payroll-bridge] listening on :${config.port}`));
