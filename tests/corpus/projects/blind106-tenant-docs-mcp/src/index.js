// Entry point: Express app serving a stateless MCP endpoint and dispatching tools/call to the tool modules.
import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { config } from './config.js';
import { authenticate } from './auth/bearer.js';
import { StateError } from './state/token.js';
import { toolError } from './tools/results.js';
import * as shareDocument from './tools/shareDocument.js';
import * as moveDocument from './tools/moveDocument.js';
import * as archiveFolder from './tools/archiveFolder.js';

const tools = [shareDocument, moveDocument, archiveFolder];

function buildServer(user) {
  const server = new Server({ name: 'tenant-docs', version: '3.2.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.map((t) => t.definition) }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = tools.find((t) => t.definition.name === request.params.name);
    if (!tool) return toolError(`Unknown tool ${request.params.name}`);
    try {
      return await tool.handle(request.params.arguments ?? {}, { user, params: request.params });
    } catch (err) {
      if (err instanceof StateError) return toolError('This request expired or was altered; please start again.');
      console.error(`[tools] ${request.params.name} failed`, err);
      return toolError('The tool failed; the error was logged.');
    }
  });
  return server;
}

const app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '512kb' }));

app.get('/healthz', (_req, res) => res.json({ ok: true }));

app.post('/mcp', authenticate, async (req, res) => {
  const server = buildServer(req.user);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.all('/mcp', (_req, res) => res.status(405).set('Allow', 'POST').end());

app.listen(config.port, () => console.log(`tenant-docs MCP on :${config.port}`));
