// Base class for round-trip analytics tools with state sealing, legacy reading and result helpers.
// @ts-nocheck
import { fromLegacy, openState, sealState, SealError, C, type Binding } from '../core';

export interface CallContext {
  userId: string;
  requestState?: string;
  inputResponses?: Record<string, { action: string; content?: Record<string, unknown> }>;
}

export interface ToolResult {
  [key: string]: unknown;
  content?: { type: 'text'; text: string }[];
  isError?: boolean;
}

export abstract class RoundTripTool<A, S> {
  abstract readonly name: string;
  abstract readonly description: string;
  abstract readonly inputSchema: Record<string, unknown>;
  readonly destructive: boolean = false;

  protected text(text: string, isError = false): ToolResult {
    return { content: [{ type: 'text', text }], ...(isError ? { isError: true } : {}) };
  }

  protected ask(key: string, message: string, schema: Record<string, unknown>, state: string): ToolResult {
    return {
      resultType: 'input_required',
      inputRequests: { [key]: { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: schema } } },
      requestState: state,
    };
  }

  protected answer(ctx: CallContext, key: string): Record<string, unknown> | null {
    const r = ctx.inputResponses?.[key];
    return r?.action === 'accept' ? r.content ?? {} : null;
  }

  protected seal(data: S, ctx: CallContext, ttlSeconds: number): string {
    return sealState<S>(data, this.binding(ctx), ttlSeconds);
  }

  protected open(ctx: CallContext): S | null {
    const token = ctx.requestState;
    if (!token) return null;
    try {
      if (token.startsWith(`${C.LEGACY_PREFIX}.`)) return fromLegacy<S>(token, this.binding(ctx));
      return openState<S>(token, this.binding(ctx)); // expect: require-sealed-state
    } catch (err) {
      if (err instanceof SealError || err instanceof SyntaxError) return null;
      throw err;
    }
  }

  private binding(ctx: CallContext): Binding {
    return { sub: ctx.userId, tool: this.name };
  }

  abstract call(args: A, ctx: CallContext): Promise<ToolResult>;
}
