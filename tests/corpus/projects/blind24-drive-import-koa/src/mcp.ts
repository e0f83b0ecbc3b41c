import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { digestArgs, textResult, type PluginRegistry, type PluginServices } from './plugins/registry';

type RoundTripParams = {
  requestState?: string;
  inputResponses?: Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, any> }>;
};

export function buildMcpServer(registry: PluginRegistry, services: PluginServices): Server {
  const server = new Server({ name: 'drive-import', version: '0.9.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: registry.list() }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const plugin = registry.get(request.params.name);
    if (!plugin) throw new McpError(ErrorCode.InvalidParams, `Unknown tool ${request.params.name}`);

    const userId = extra.authInfo?.extra?.userId;
    if (typeof userId !== 'string') return textResult('Not authenticated', true);

    const args = request.params.arguments ?? {};
    const { requestState, inputResponses = {} } = request.params as typeof request.params & RoundTripParams;
    return plugin.handle(
      {
        userId,
        args,
        requestState,
        inputResponses,
        binding: { userId, tool: plugin.name, argsDigest: digestArgs(args) },
      },
      services,
    );
  });

  return server;
}
