import type { CallToolResult, ServerContext } from '@modelcontextprotocol/server';
import { userIdOf, type StateCodecs } from './state.js';

// The SDK's input_required result type is structurally a result too; keep it loose here.
export type ToolResult = CallToolResult | { resultType: 'input_required'; [k: string]: unknown };
export type ToolHandler<A> = (args: A, ctx: ServerContext) => Promise<ToolResult>;
export type Layer = <A>(tool: string, next: ToolHandler<A>) => ToolHandler<A>;

export const toolError = (text: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text }] });
export const text = (body: string): CallToolResult => ({ content: [{ type: 'text', text: body }] });

/** Verified requestState payloads, per request context. Never the raw string. */
const verified = new WeakMap<ServerContext, unknown>();
export const stateOf = <T>(ctx: ServerContext): T | undefined => verified.get(ctx) as T | undefined;

export const requireUser: Layer = (_tool, next) => async (args, ctx) => {
  try {
    userIdOf(ctx);
  } catch {
    return toolError('This tool needs a signed-in user.');
  }
  return next(args, ctx);
};

export const verifyState =
  (codecs: StateCodecs): Layer =>
  (tool, next) =>
  async (args, ctx) => {
    const raw = ctx.mcpReq.requestState<string>();
    if (raw !== undefined && raw !== null) {
      try {
        verified.set(ctx, await codecs.for(tool).verify(raw, ctx));
      } catch {
        return toolError('Invalid or expired requestState. Please start again.');
      }
    }
    return next(args, ctx);
  };

export const timed: Layer = (tool, next) => async (args, ctx) => {
  const started = performance.now();
  try {
    return await next(args, ctx);
  } finally {
    console.info(`[shiftboard] ${tool} ${(performance.now() - started).toFixed(1)}ms`);
  }
};

/** withLayers([a, b, c])(tool, h) === a(tool, b(tool, c(tool, h))) */
export const withLayers =
  (layers: readonly Layer[]) =>
  <A>(tool: string, handler: ToolHandler<A>): ToolHandler<A> =>
    layers.reduceRight<ToolHandler<A>>((inner, layer) => layer(tool, inner), handler);
