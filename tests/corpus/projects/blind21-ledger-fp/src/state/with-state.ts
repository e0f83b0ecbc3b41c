import { type Result, pipe, chain, map, fold } from '../fp.js';
import { openWith, sealWith } from '../crypto/seal.js';
import { type Claims, checkBinding, mkClaims } from './claims.js';

/** The slice of the SDK handler context we use; keeps handlers testable without a server. */
export interface Ctx {
  mcpReq: {
    inputResponses?: Record<string, unknown>;
    requestState<T = string>(): T | undefined;
  };
  http?: { authInfo?: { token: string; clientId: string; scopes: string[]; extra?: Record<string, unknown> } };
}

export type ToolResult = {
  content: Array<{ type: 'text'; text: string }>;
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
};

export interface StateTools<S> {
  readonly sub: string;
  readonly seal: (data: S) => string;
  readonly inputResponses: Record<string, unknown> | undefined;
}

export type StatefulHandler<A, S> = (args: A, tools: StateTools<S>, state: S | undefined) => Promise<unknown>;

export const toolError = (text: string): ToolResult => ({ content: [{ type: 'text', text }], isError: true });

export const userOf = (ctx: Ctx): string | undefined => {
  const id = ctx.http?.authInfo?.extra?.userId;
  return typeof id === 'string' && id.length > 0 ? id : undefined;
};

/**
 * Higher-order wrapper: verifies the incoming requestState, hands the handler the decoded payload
 * and a `seal` bound to the current user and tool.
 *
 *   registerTool('transfer', cfg, withState(key)('transfer', transferHandler))
 */
export const withState =
  (key: Buffer) =>
  <A, S>(tool: string, handler: StatefulHandler<A, S>) =>
  async (args: A, ctx: Ctx): Promise<unknown> => {
    const sub = userOf(ctx);
    if (!sub) return toolError('Not signed in.');

    const tools: StateTools<S> = {
      sub,
      seal: (data: S) => sealWith(key)(mkClaims(sub, tool)(data)),
      inputResponses: ctx.mcpReq.inputResponses,
    };

    const raw = ctx.mcpReq.requestState<string>();
    if (raw === undefined) return handler(args, tools, undefined);

    const opened: Result<S> = pipe(
      openWith(key)<Claims<S>>(raw),
      chain(checkBinding(sub, tool)),
      map((c: Claims<S>) => c.data),
    );
    return fold(
      (e: string) => Promise.resolve(toolError(`Invalid or expired requestState (${e}).`)),
      (state: S) => handler(args, tools, state),
    )(opened);
  };
