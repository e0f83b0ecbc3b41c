import { envelopeCodec, type OpenError } from './crypto/envelope.js';
import { stateMacKey } from './crypto/keys.js';

/** The slice of the SDK 2.x handler context the tools use. */
export interface ToolContext {
  readonly mcpReq: {
    readonly inputResponses?: Record<string, unknown>;
    requestState<T = unknown>(): T | undefined;
  };
  readonly http?: { readonly authInfo?: { readonly extra?: Record<string, unknown> } };
}

export type ToolResult = { [key: string]: unknown };
export interface User {
  readonly id: string;
  readonly login: string;
}

type Handler<A> = (args: A, ctx: ToolContext) => Promise<ToolResult>;
type Layer<A> = (next: Handler<A>) => Handler<A>;

export const text = (message: string): ToolResult => ({ content: [{ type: 'text', text: message }] });

export const refuse = (reason: OpenError | string): ToolResult => ({
  isError: true,
  content: [{ type: 'text', text: `Could not continue (${reason}). Please start the action again.` }],
});

export const compose =
  <A>(...layers: ReadonlyArray<Layer<A>>) =>
  (handler: Handler<A>): Handler<A> =>
    layers.reduceRight<Handler<A>>((inner, layer) => layer(inner), handler);

export const withTiming =
  <A>(tool: string): Layer<A> =>
  (next) =>
  async (args, ctx) => {
    const started = performance.now();
    try {
      return await next(args, ctx);
    } finally {
      console.info(JSON.stringify({ tool, ms: Math.round(performance.now() - started) }));
    }
  };

/** Turns a handler that needs a user into an SDK handler; refuses anonymous calls. */
export const withUser =
  <A>(handler: (args: A, ctx: ToolContext, user: User) => Promise<ToolResult>): Handler<A> =>
  async (args, ctx) => {
    const extra = ctx.http?.authInfo?.extra;
    const id = typeof extra?.userId === 'string' && extra.userId !== '' ? extra.userId : undefined;
    if (id === undefined) return refuse('no authenticated user');
    return handler(args, ctx, { id, login: typeof extra?.login === 'string' ? extra.login : id });
  };

const envelope = envelopeCodec(stateMacKey);

/**
 * Per-tool state helpers. There is no SDK verify hook on this server: each tool opens the raw
 * requestState itself, with its own name, the caller, and (for destructive tools) the arguments.
 */
export const rounds = (tool: string) =>
  ({
    seal: <P>(payload: P, userId: string, args?: unknown) => envelope.seal(payload, { userId, tool, args }),
    open: <P>(raw: string, userId: string, args?: unknown) => envelope.open<P>(raw, { userId, tool, args }),
  }) as const;
