// Small router that registers tool routes on each McpServer and runs them through a middleware chain.
// @ts-nocheck
import { singleton } from 'tsyringe';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

export interface ToolContext {
  tool: string;
  args: Record<string, unknown>;
  userId: string;
  auth: { extra: Record<string, unknown> };
  requestState?: string;
  answers: Record<string, { action: string; content?: Record<string, unknown> }>;
}

export type ToolMiddleware = (ctx: ToolContext, next: () => Promise<unknown>) => Promise<unknown>;

export interface ToolRoute {
  name: string;
  description: string;
  shape: Record<string, unknown>;
  destructive?: boolean;
  readOnly?: boolean;
  handle: (ctx: ToolContext) => Promise<unknown>;
}

export function accepted<T = Record<string, unknown>>(ctx: ToolContext, key: string): T | null {
  const response = ctx.answers[key];
  return response?.action === 'accept' ? ((response.content ?? {}) as T) : null;
}

export function askFor(inputRequests: Record<string, unknown>, handle: string) {
  return { content: [], resultType: 'input_required', inputRequests, requestState: handle, _meta: { requestState: handle } };
}

export function form(message: string, properties: Record<string, unknown>, required = Object.keys(properties)) {
  return { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } } };
}

export const reply = (text: string, isError = false) => ({ content: [{ type: 'text', text }], ...(isError ? { isError: true } : {}) });

@singleton()
export class ToolRouter {
  private readonly middleware: ToolMiddleware[] = [
    async (ctx, next) => {
      if (!ctx.userId) return reply('Authentication required.', true);
      return next();
    },
    async (ctx, next) => {
      const started = performance.now();
      try {
        return await next();
      } finally {
        console.log(JSON.stringify({ msg: 'tool', tool: ctx.tool, user: ctx.userId, ms: Math.round(performance.now() - started) }));
      }
    },
  ];
  private readonly routes = new Map<string, ToolRoute>();

  use(mw: ToolMiddleware): this {
    this.middleware.push(mw);
    return this;
  }

  route(def: ToolRoute): this {
    this.routes.set(def.name, def);
    return this;
  }

  mount(server: McpServer): void {
    for (const def of this.routes.values()) {
      server.registerTool(
        def.name,
        {
          description: def.description,
          inputSchema: def.shape,
          annotations: { destructiveHint: Boolean(def.destructive), readOnlyHint: Boolean(def.readOnly) },
        },
        (args, extra) => this.dispatch(def, args, extra),
      );
    }
  }

  private dispatch(def: ToolRoute, args, extra) {
    const ctx: ToolContext = {
      tool: def.name,
      args,
      userId: extra.authInfo?.extra?.userId,
      auth: extra.authInfo,
      requestState: extra._meta?.requestState,
      answers: extra._meta?.inputResponses ?? {},
    };
    const chain = [...this.middleware];
    const run = (i: number): Promise<unknown> => (i < chain.length ? chain[i](ctx, () => run(i + 1)) : def.handle(ctx));
    return run(0);
  }
}
