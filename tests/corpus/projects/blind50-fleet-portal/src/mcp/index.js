import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { logger, withMetrics } from '../lib/observability.js';
import { tools } from './tools.js';

const byName = new Map(tools.map((t) => [t.name, t]));

export function createMcpServer() {
  const server = new Server({ name: 'fleet-portal', version: '2.14.3' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.map(({ name, description, inputSchema, annotations }) => ({ name, description, inputSchema, annotations })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = byName.get(request.params.name);
    if (!tool) throw new McpError(ErrorCode.MethodNotFound, `Unknown tool ${request.params.name}`);

    const userId = extra.authInfo?.extra?.userId;
    if (!userId) {
      return { isError: true, content: [{ type: 'text', text: 'This tool needs a signed-in user.' }] };
    }

    logger.debug({ tool: tool.name, userId, resumed: Boolean(request.params.requestState) }, 'mcp call');
    return withMetrics(tool.name, () =>
      tool.run(request.params.arguments ?? {}, {
        userId,
        requestState: request.params.requestState,
        inputResponses: request.params.inputResponses,
      }),
    );
  });

  return server;
}

// Stateless: one server + transport per POST, as the SDK recommends for horizontally scaled deployments.
export async function handleMcpRequest(req, res) {
  const server = createMcpServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
}
