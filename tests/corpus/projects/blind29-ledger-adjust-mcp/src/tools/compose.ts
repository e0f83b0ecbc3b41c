import { acceptedContent } from '@modelcontextprotocol/server';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { pipe } from 'fp-ts/lib/function.js';

/** The part of the SDK's handler context these tools use. */
export interface ToolContext {
  readonly mcpReq: {
    readonly inputResponses?: Record<string, unknown>;
    requestState<T = unknown>(): T | undefined;
  };
  readonly http?: {
    readonly authInfo?: {
      readonly token: string;
      readonly clientId: string;
      readonly scopes: string[];
      readonly extra?: Record<string, unknown>;
    };
  };
}

export type ToolResult = { [key: string]: unknown };

export interface Caller {
  readonly userId: string;
  /** The OAuth token the caller presented; the bank accepts it for a session exchange. */
  readonly accessToken: string;
}

export const text = (message: string): ToolResult => ({ content: [{ type: 'text', text: message }] });
export const toolError = (message: string): ToolResult => ({ ...text(message), isError: true });

const callerOf = (ctx: ToolContext): E.Either<string, Caller> =>
  pipe(
    O.fromNullable(ctx.http?.authInfo),
    E.fromOption(() => 'The ledger tools need an authenticated HTTP session.'),
    E.chain((auth) => {
      const userId = auth.extra?.userId;
      return typeof userId === 'string' && userId.length > 0
        ? E.right({ userId, accessToken: auth.token })
        : E.left('Your token does not name a ledger user.');
    }),
  );

/** withCaller(handler): resolves who is calling, or answers with a tool error. */
export const withCaller =
  <A>(handler: (args: A, ctx: ToolContext, caller: Caller) => Promise<ToolResult>) =>
  (args: A, ctx: ToolContext): Promise<ToolResult> =>
    pipe(
      callerOf(ctx),
      E.match(
        (problem) => Promise.resolve(toolError(problem)),
        (caller) => handler(args, ctx, caller),
      ),
    );

export const answer = <T>(ctx: ToolContext, key: string): T | undefined =>
  acceptedContent<T>(ctx.mcpReq.inputResponses, key);
