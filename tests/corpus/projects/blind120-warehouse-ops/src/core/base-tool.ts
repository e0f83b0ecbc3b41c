// Base class for warehouse tools that verifies requestState and routes to begin or resume.
// @ts-nocheck
import type { CallToolResult } from '@modelcontextprotocol/server';
import type { z } from 'zod';
import { toolMetadata, type ToolMetadata } from './decorators.js';
import type { Codec, StateCodecService } from './state-codec.service.js';

export type ToolContext = {
  mcpReq: {
    inputResponses?: Record<string, unknown>;
    requestState<T = unknown>(): T | string | undefined;
  };
  http?: { authInfo?: { extra?: Record<string, unknown> } };
};

/**
 * Template method: subclasses implement `begin` (first round) and `resume`
 * (the retry carrying requestState). `handle` decides which one runs.
 */
export abstract class BaseTool<TArgs, TState> {
  abstract readonly schema: z.ZodRawShape;

  protected constructor(protected readonly codecs: StateCodecService) {}

  get meta(): ToolMetadata {
    return toolMetadata(this.constructor as any);
  }

  protected get codec(): Codec<TState> {
    return this.codecs.forTool<TState>(this.meta.name);
  }

  protected userId(ctx: ToolContext): string {
    const id = ctx.http?.authInfo?.extra?.userId;
    if (typeof id !== 'string') throw new Error('no authenticated user');
    return id;
  }

  async handle(args: TArgs, ctx: ToolContext): Promise<CallToolResult | object> {
    const raw = ctx.mcpReq.requestState<string>();
    if (typeof raw !== 'string' || raw.length === 0) {
      return this.begin(args, ctx);
    }
    let state: TState;
    try {
      state = await this.codec.verify(raw, ctx as any);
    } catch {
      return this.fail('This confirmation is invalid or has expired. Please start again.');
    }
    return this.resume(args, state, ctx);
  }

  protected abstract begin(args: TArgs, ctx: ToolContext): Promise<CallToolResult | object>;
  protected abstract resume(args: TArgs, state: TState, ctx: ToolContext): Promise<CallToolResult | object>;

  protected ok(text: string): CallToolResult {
    return { content: [{ type: 'text', text }] };
  }

  protected fail(text: string): CallToolResult {
    return { content: [{ type: 'text', text }], isError: true };
  }
}
