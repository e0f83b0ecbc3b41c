// Express entry point that serves the CRM notes MCP server with its log_call and recent_notes tools.
// @ts-nocheck
import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { sessionFrom, verifier } from './session';
import { logCallTool } from './tools/logCall';
import { recentNotesTool } from './tools/recentNotes';

function createServer(): Server {
  const server = new Server({ name: 'crm-notes', version: '0.9.2' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [logCallTool, recentNotesTool].map(({ name, description, inputSchema }) => ({ name, description, inputSchema })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const rep = sessionFrom(extra.authInfo);
    const params = request.params as typeof request.params & { requestState?: unknown; inputResponses?: unknown };
    const args = (params.arguments ?? {}) as Record<string, unknown>;

    switch (params.name) {
      case logCallTool.name:
        return (await logCallTool.run(args as never, rep, params)) as never;
      case recentNotesTool.name:
        return recentNotesTool.run(args, rep);
      default:
        return { isError: true, content: [{ type: 'text', text: `unknown tool: ${params.name}` }] };
    }
  });

  return server;
}

const app = express();
app.use(express.json());

app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['crm.notes'] }), async (req, res) => {
  const server = createServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => void transport.close());
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(Number(process.env.PORT ?? 4100));
