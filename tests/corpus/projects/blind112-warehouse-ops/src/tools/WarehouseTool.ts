// Abstract base class for warehouse tools with caller lookup, annotations and result helpers.
// @ts-nocheck
import type { McpServer } from '@modelcontextprotocol/server';

export interface HandlerCtx {
  mcpReq: {
    inputResponses?: Record<string, unknown>;
    requestState<T = string>(): T | undefined;
  };
  http?: { authInfo?: { extra?: Record<string, unknown> } };
}

export class NotAuthenticated extends Error {}

export abstract class WarehouseTool {
  abstract get name(): string;
  protected abstract get description(): string;
  protected get destructive(): boolean {
    return false;
  }

  abstract install(server: McpServer): void;

  protected principal(ctx: HandlerCtx): string {
    const id = ctx.http?.authInfo?.extra?.userId;
    if (typeof id !== 'string' || id === '') throw new NotAuthenticated('no authenticated user on this request');
    return id;
  }

  protected get annotations() {
    return this.destructive ? { destructiveHint: true } : { readOnlyHint: false };
  }

  protected refuse(text: string) {
    return { isError: true, content: [{ type: 'text' as const, text }] };
  }

  protected say(text: string) {
    return { content: [{ type: 'text' as const, text }] };
  }
}
