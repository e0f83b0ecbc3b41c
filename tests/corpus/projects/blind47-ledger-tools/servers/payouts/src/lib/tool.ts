import { inputRequired, type McpServer } from '@modelcontextprotocol/server';
import type { z } from 'zod';
import { principalFrom, type LedgerCodec, type LedgerRound } from '@ledger/core';

export interface ToolContext {
  mcpReq: {
    /** With the server's verify hook in place this is the verified payload, not the raw token. */
    requestState<T = unknown>(): T | undefined;
    inputResponses?: Record<string, unknown>;
  };
  http?: { authInfo?: { clientId?: string; extra?: Record<string, unknown> } };
}

export type ToolResult = { content: Array<{ type: 'text'; text: string }>; isError?: boolean } | ReturnType<typeof inputRequired>;

export const say = (text: string): ToolResult => ({ content: [{ type: 'text', text }] });
export const refuse = (text: string): ToolResult => ({ content: [{ type: 'text', text }], isError: true });

/** Arguments as one string with sorted keys, so `{ a, b }` and `{ b, a }` mint the same round. */
export function canonicalArgs(args: Record<string, unknown>): string {
  return JSON.stringify(Object.keys(args).sort().map((key) => [key, args[key]]));
}

/**
 * Base class of every payouts tool. Subclasses implement `begin` (first call) and `proceed` (the retry);
 * `ask` suspends the call. `proceed` only ever sees a round minted by the same tool for the same arguments.
 */
export abstract class LedgerTool<Shape extends z.ZodRawShape> {
  abstract readonly name: string;
  abstract readonly description: string;
  abstract readonly shape: Shape;
  protected readonly destructive: boolean = false;

  constructor(private readonly codec: LedgerCodec) {}

  protected abstract begin(args: z.infer<z.ZodObject<Shape>>, ctx: ToolContext, userId: string): Promise<ToolResult>;

  protected abstract proceed(args: z.infer<z.ZodObject<Shape>>, data: unknown, ctx: ToolContext, userId: string): Promise<ToolResult>;

  protected async ask(
    args: z.infer<z.ZodObject<Shape>>,
    inputRequests: Parameters<typeof inputRequired>[0]['inputRequests'],
    data: unknown,
    ctx: ToolContext,
  ): Promise<ToolResult> {
    const round: LedgerRound = { tool: this.name, args: canonicalArgs(args), data };
    return inputRequired({ inputRequests, requestState: await this.codec.mint(round, ctx) });
  }

  attach(server: McpServer): void {
    server.registerTool(
      this.name,
      { description: this.description, inputSchema: this.shape, annotations: { destructiveHint: this.destructive } },
      async (args: z.infer<z.ZodObject<Shape>>, ctx: ToolContext) => {
        const userId = principalFrom(ctx);
        const round = ctx.mcpReq.requestState<LedgerRound>();
        if (round === undefined) return this.begin(args, ctx, userId);
        if (round.tool !== this.name || round.args !== canonicalArgs(args)) {
          return refuse('That answer was given for a different request. Please start again.');
        }
        return this.proceed(args, round.data, ctx, userId);
      },
    );
  }
}
