import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { port } from './config.js';
import { verifier } from './auth.js';
import { legacyResumeCount } from './state/index.js';
import { EXPORT_LEDGER, exportLedger, exportLedgerTool } from './tools/export-ledger.js';

function buildServer(): Server {
  const server = new Server({ name: 'ledger-export', version: '2.3.1' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [exportLedgerTool] }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    switch (request.params.name) {
      case EXPORT_LEDGER:
        // input_required results are not in the 1.x result types yet
        return (await exportLedger(request.params, extra)) as unknown as CallToolResult;
      default:
        return { isError: true, content: [{ type: 'text', text: `Unknown tool: ${request.params.name}` }] };
    }
  });

  return server;
}

const app = express();
app.use(express.json({ limit: '256kb' }));

app.get('/healthz', (_req, res) => {
  res.json({ ok: true, legacyResumes: legacyResumeCount() });
});

app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['ledger:export'] }), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(port, () => {
  console.log(`ledger-export listening on :${port}`);
});
