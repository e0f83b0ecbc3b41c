import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { RegisteredTool } from './api.js';

export function createMcpServer(registry: Map<string, RegisteredTool>): Server {
  const server = new Server({ name: 'support-plugin-host', version: '2.1.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...registry.values()].map((t) => ({ name: t.name, ...t.definition })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = registry.get(request.params.name);
    if (!tool) return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };

    const userId = extra.authInfo?.extra?.userId;
    if (typeof userId !== 'string') return { isError: true, content: [{ type: 'text', text: 'Not signed in' }] };

    const params = request.params as typeof request.params & {
      requestState?: string;
      inputResponses?: Record<string, any>;
    };

    return (await tool.handler(params.arguments ?? {}, {
      userId,
      requestState: params.requestState,
      inputResponses: params.inputResponses ?? {},
    })) as any;
  });

  return server;
}
