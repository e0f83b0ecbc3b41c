import { injectable } from 'inversify';
import type { Container } from 'inversify';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { ErrorCode, McpError, type CallToolRequest } from '@modelcontextprotocol/sdk/types.js';
import { TYPES, type InputResponse, type ToolHandler, type ToolResult } from '../types.js';
import { registeredTools, type ToolMeta } from './decorators.js';

/** tools/call params on the 2026-07-28 revision; SDK 1.x passes the extra fields through untyped. */
type RoundTripParams = CallToolRequest['params'] & {
  requestState?: string;
  inputResponses?: Record<string, InputResponse>;
};

@injectable()
export class ToolDispatcher {
  private readonly meta = new Map<string, ToolMeta>(registeredTools().map(({ meta }) => [meta.name, meta]));

  constructor(private readonly container: Container) {}

  list() {
    return [...this.meta.values()].map((m) => ({
      name: m.name,
      description: m.description,
      inputSchema: m.inputSchema,
      annotations: { destructiveHint: m.destructive === true },
    }));
  }

  async dispatch(request: CallToolRequest, extra: RequestHandlerExtra<any, any>): Promise<ToolResult> {
    const params = request.params as RoundTripParams;
    const meta = this.meta.get(params.name);
    if (!meta) throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${params.name}`);

    const userId = extra.authInfo?.extra?.userId;
    if (typeof userId !== 'string') throw new McpError(ErrorCode.InvalidRequest, 'Authenticated user required');

    const handler = this.container.getNamed<ToolHandler>(TYPES.Tool, meta.name);
    return handler.execute({
      name: meta.name,
      args: (params.arguments ?? {}) as Record<string, unknown>,
      userId,
      requestState: params.requestState,
      inputResponses: params.inputResponses,
    });
  }
}
