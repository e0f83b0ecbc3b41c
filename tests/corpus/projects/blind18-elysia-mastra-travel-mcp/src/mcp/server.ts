import { RuntimeContext } from '@mastra/core/runtime-context';
import { McpServer, inputRequired } from '@modelcontextprotocol/server';
import type { z } from 'zod';
import { openSealedState, type StateKeyring, type StatePayload } from '../state/sealed-state';
import type { McpRuntime, ToolOutput } from '../tools/types';

interface HandlerCtx {
  mcpReq: { inputResponses?: McpRuntime['inputResponses']; requestState<T>(): T | undefined };
  http?: { authInfo?: { extra?: Record<string, unknown> } };
}

/** The slice of a Mastra tool we need to expose it over MCP. */
export interface MastraToolLike {
  id: string;
  description: string;
  inputSchema?: z.ZodTypeAny;
  execute?: (input: { context: any; runtimeContext: RuntimeContext }) => Promise<ToolOutput>;
}

const DESTRUCTIVE = new Set(['book_flight', 'cancel_booking']);

function principal(ctx: HandlerCtx): { userId: string; roles: string[] } {
  const extra = ctx.http?.authInfo?.extra;
  if (typeof extra?.userId !== 'string') throw new Error('travel tools need a signed-in user');
  return { userId: extra.userId, roles: Array.isArray(extra.roles) ? (extra.roles as string[]) : [] };
}

function toMcpResult(out: ToolOutput) {
  switch (out.status) {
    case 'needs_input':
      return inputRequired({
        inputRequests: { [out.key]: inputRequired.elicit({ message: out.message, requestedSchema: out.schema as never }) },
        requestState: out.requestState,
      });
    case 'error':
      return { isError: true, content: [{ type: 'text' as const, text: out.message }] };
    default:
      return { content: [{ type: 'text' as const, text: out.message }] };
  }
}

/** Wraps Mastra tools as MCP tools. State is opened once, here, by the verify hook. */
export function createTravelMcpServer(ring: StateKeyring, tools: MastraToolLike[]): McpServer {
  const server = new McpServer(
    { name: 'travel', version: '0.3.1' },
    {
      capabilities: { tools: {} },
      requestState: {
        verify: async (raw: string, ctx: HandlerCtx) => openSealedState(ring, raw, { subject: principal(ctx).userId }),
      },
    },
  );

  for (const tool of tools) {
    if (!tool.execute) continue;
    const execute = tool.execute;
    server.registerTool(
      tool.id,
      {
        description: tool.description,
        inputSchema: tool.inputSchema,
        annotations: DESTRUCTIVE.has(tool.id) ? { destructiveHint: true } : { readOnlyHint: true },
      },
      async (args: unknown, ctx: HandlerCtx) => {
        const { userId, roles } = principal(ctx);
        const runtimeContext = new RuntimeContext();
        runtimeContext.set('mcp', {
          userId,
          roles,
          state: ctx.mcpReq.requestState<StatePayload<unknown>>(),
          inputResponses: ctx.mcpReq.inputResponses ?? {},
        } satisfies McpRuntime);
        return toMcpResult(await execute({ context: args, runtimeContext }));
      },
    );
  }
  return server;
}
