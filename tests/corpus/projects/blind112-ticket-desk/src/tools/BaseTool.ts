// Abstract base class for ticket tools with shared dependencies, caller lookup and result helpers.
// @ts-nocheck
import type { McpServer } from '@modelcontextprotocol/server';
import type { StateSealer } from '../state/StateSealer.js';
import type { TicketRepository } from '../tickets/TicketRepository.js';

export interface ToolDeps {
  readonly sealer: StateSealer;
  readonly tickets: TicketRepository;
}

export type ToolCtx = {
  mcpReq: { inputResponses?: Record<string, unknown>; requestState<T = string>(): T | undefined };
  http?: { authInfo?: { token: string; extra?: Record<string, unknown> } };
};

export abstract class BaseTool {
  protected constructor(protected readonly deps: ToolDeps) {}

  abstract get name(): string;
  abstract register(server: McpServer): void;

  protected userOf(ctx: ToolCtx): string {
    const userId = ctx.http?.authInfo?.extra?.userId;
    if (typeof userId !== 'string' || userId.length === 0) {
      throw new Error('ticket-desk requires an authenticated user');
    }
    return userId;
  }

  protected fail(message: string) {
    return { isError: true, content: [{ type: 'text' as const, text: message }] };
  }

  protected ok(message: string) {
    return { content: [{ type: 'text' as const, text: message }] };
  }
}
