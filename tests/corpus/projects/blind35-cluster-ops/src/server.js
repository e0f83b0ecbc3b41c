import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { callerOf, requireSsoToken } from './auth.js';
import { config } from './config.js';
import { loadTools } from './tools/registry.js';

const tools = await loadTools();

function buildServer() {
  const server = new Server({ name: 'cluster-ops', version: '1.7.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...tools.values()].map(({ listed }) => listed),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const entry = tools.get(request.params.name);
    if (!entry) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    const caller = callerOf(extra.authInfo);
    console.info(`[cluster-ops] ${caller.username} → ${request.params.name}`);
    return entry.handle({
      tool: request.params.name,
      args: request.params.arguments ?? {},
      params: request.params,
      caller,
    });
  });

  return server;
}

const app = express();
app.use(express.json({ limit: '256kb' }));
app.get('/healthz', (_req, res) => res.send('ok'));

// Stateless: a fresh server and transport per request, so any replica can answer any round.
app.post('/mcp', requireSsoToken, async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(config.port, () => console.info(`[cluster-ops] ${config.deploymentName}: listening on :${config.port}`));
