import { inputRequired, type McpServer } from '@modelcontextprotocol/server';
import type { z } from 'zod';
import type { StateCodec } from '@acme/crypto';
import type { JiraClient, TicketStore } from '@/lib/backends';

/** What every desk round carries; `data` is the tool's own. */
export interface DeskRound {
  tool: string;
  step: string;
  data: Record<string, unknown>;
}

export interface ToolDeps {
  codec: StateCodec<DeskRound>;
  jira: JiraClient;
  tickets: TicketStore;
}

export interface ToolContext {
  mcpReq: {
    requestState<T = unknown>(): T | undefined;
    inputResponses?: Record<string, unknown>;
  };
  http?: { authInfo?: { clientId: string; token: string; scopes: string[]; extra?: Record<string, unknown> } };
}

export type ToolResult =
  | { content: Array<{ type: 'text'; text: string }>; isError?: boolean }
  | ReturnType<typeof inputRequired>;

export const reply = (text: string, isError = false): ToolResult => ({ content: [{ type: 'text', text }], isError });

/**
 * Base for tools that may need more than one round. Subclasses implement `start` and `resume`;
 * the verify hook on the server has already checked the round's signature and expiry before `resume` runs.
 */
export abstract class StatefulTool<Shape extends z.ZodRawShape> {
  abstract readonly name: string;
  abstract readonly description: string;
  abstract readonly shape: Shape;
  protected readonly destructive: boolean = false;

  constructor(protected readonly deps: ToolDeps) {}

  protected abstract start(args: z.infer<z.ZodObject<Shape>>, ctx: ToolContext): Promise<ToolResult>;

  protected abstract resume(args: z.infer<z.ZodObject<Shape>>, round: DeskRound, ctx: ToolContext): Promise<ToolResult>;

  protected caller(ctx: ToolContext): string {
    const userId = ctx.http?.authInfo?.extra?.userId;
    if (typeof userId !== 'string' || userId === '') throw new Error('desk tools need a signed-in user');
    return userId;
  }

  /** Ask the user something and come back with `data` on the retry. */
  protected async suspend(
    inputRequests: Parameters<typeof inputRequired>[0]['inputRequests'],
    step: string,
    data: Record<string, unknown>,
    ctx: ToolContext,
  ): Promise<ToolResult> {
    const requestState = await this.deps.codec.mint({ tool: this.name, step, data }, ctx);
    return inputRequired({ inputRequests, requestState });
  }

  register(server: McpServer): void {
    server.registerTool(
      this.name,
      {
        description: this.description,
        inputSchema: this.shape,
        annotations: { destructiveHint: this.destructive },
      },
      async (args: z.infer<z.ZodObject<Shape>>, ctx: ToolContext) => {
        const round = ctx.mcpReq.requestState<DeskRound>();
        if (round === undefined) return this.start(args, ctx);
        if (round.tool !== this.name) return reply('That answer belongs to another action. Please start again.', true);
        return this.resume(args, round, ctx);
      },
    );
  }
}
