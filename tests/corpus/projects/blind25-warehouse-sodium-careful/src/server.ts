import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, McpError, ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import type { BuiltTool, CallContext } from './tools/tool-builder.js';

/**
 * SDK 1.x has no multi round-trip support, so input_required results are
 * built by hand in ToolBuilder and returned from the call handler as-is.
 */
export function createWarehouseServer(tools: BuiltTool[]): Server {
  const byName = new Map(tools.map((t) => [t.definition.name, t]));
  const server = new Server({ name: 'warehouse', version: '0.9.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.map((t) => t.definition) as any }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const userId = extra.authInfo?.extra?.userId;
    if (typeof userId !== 'string' || userId.length === 0) {
      throw new McpError(ErrorCode.InvalidRequest, 'authenticated user required');
    }
    const tool = byName.get(request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `unknown tool ${request.params.name}`);

    const params = request.params as typeof request.params & {
      inputResponses?: CallContext['inputResponses'];
      requestState?: string;
    };
    const outcome = await tool.call(params.arguments ?? {}, {
      userId,
      inputResponses: params.inputResponses,
      requestState: typeof params.requestState === 'string' ? params.requestState : undefined,
    });
    return outcome as any;
  });

  return server;
}
