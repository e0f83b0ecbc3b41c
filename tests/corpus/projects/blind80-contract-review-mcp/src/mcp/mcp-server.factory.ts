// Builds a per-request McpServer: registers every tool provider behind the interceptor chain.
// @ts-nocheck
import { Inject, Injectable, Logger } from '@nestjs/common';
import { McpServer } from '@modelcontextprotocol/server';
import { REQUEST_STATE_CODEC } from '../state/request-state.js';

export const MCP_TOOLS = Symbol('MCP_TOOLS');

export interface ToolInvocation {
  tool: string;
  args: Record<string, any>;
  ctx: any;
  userId?: string;
}

export interface McpTool {
  name: string;
  config: Record<string, any>;
  execute(inv: ToolInvocation): Promise<any>;
}

export type ToolInterceptor = (inv: ToolInvocation, next: (inv: ToolInvocation) => Promise<any>) => Promise<any>;

export const failed = (text: string) => ({ content: [{ type: 'text', text }], isError: true });
export const done = (text: string) => ({ content: [{ type: 'text', text }] });

const requireUser: ToolInterceptor = async (inv, next) => {
  const userId = inv.ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || !userId) return failed('Sign in to use contract tools.');
  return next({ ...inv, userId });
};

function logCalls(logger: Logger): ToolInterceptor {
  return async (inv, next) => {
    const started = performance.now();
    try {
      return await next(inv);
    } finally {
      logger.log(`${inv.tool} by ${inv.userId ?? 'anonymous'} in ${(performance.now() - started).toFixed(0)}ms`);
    }
  };
}

@Injectable()
export class McpServerFactory {
  private readonly logger = new Logger('mcp');
  private readonly interceptors: ToolInterceptor[];

  constructor(
    @Inject(MCP_TOOLS) private readonly tools: McpTool[],
    @Inject(REQUEST_STATE_CODEC) private readonly codec,
  ) {
    this.interceptors = [logCalls(this.logger), requireUser];
  }

  create(): McpServer {
    const server = new McpServer(
      { name: 'contract-review', version: '0.6.0' },
      { capabilities: { tools: {} }, requestState: { verify: this.codec.verify } },
    );
    for (const tool of this.tools) {
      const run = this.interceptors.reduceRight(
        (next, interceptor) => (inv: ToolInvocation) => interceptor(inv, next),
        (inv: ToolInvocation) => tool.execute(inv),
      );
      server.registerTool(tool.name, tool.config, (args, ctx) => run({ tool: tool.name, args, ctx }));
    }
    return server;
  }
}
