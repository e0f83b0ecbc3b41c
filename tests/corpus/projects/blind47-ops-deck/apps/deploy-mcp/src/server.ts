import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { verifier } from './auth.js';
import type { RoundParams, ToolModule } from './results.js';
import { rollbackRelease } from './tools/rollback.js';
import { scaleService } from './tools/scale.js';

const tools: ToolModule[] = [rollbackRelease, scaleService];

function buildServer(): Server {
  const server = new Server({ name: 'ops-deck', version: '0.9.2' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.map((tool) => tool.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.find((candidate) => candidate.definition.name === request.params.name);
    if (!tool) {
      return { isError: true, content: [{ type: 'text', text: `Unknown tool: ${request.params.name}` }] };
    }
    return tool.run(request.params as RoundParams, extra);
  });

  return server;
}

const app = express();
app.use(express.json({ limit: '256kb' }));

// Stateless: a fresh server and transport per request; round state travels in requestState.
app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['ops:tools'] }), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

const port = Number(process.env.PORT ?? 3030);
app.listen(port, () => console.log(`ops-deck MCP listening on :${port}`));
