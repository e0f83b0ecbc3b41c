import type { CallToolResult, ServerContext } from '@modelcontextprotocol/server';
import { rounds, type RoundBinding, type RoundRefusal } from '../state/sealer.js';

export interface Caller {
  readonly userId: string;
}

export interface Round<S> {
  /** The verified state of the previous round, or undefined on the first one. */
  readonly state: S | undefined;
  /** Seals the next round's state to this caller, this tool and (when asked) these arguments. */
  readonly seal: (next: S) => string;
}

type CallerHandler<A> = (args: A, ctx: ServerContext, caller: Caller) => Promise<CallToolResult>;
type RoundHandler<A, S> = (args: A, ctx: ServerContext, caller: Caller, round: Round<S>) => Promise<CallToolResult>;

export const text = (message: string): CallToolResult => ({ content: [{ type: 'text', text: message }] });

export const toolError = (message: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text: message }] });

const refused = (reason: RoundRefusal): CallToolResult =>
  toolError(`This step can no longer be continued (${reason}). Please start again.`);

export const withCaller =
  <A>(handler: CallerHandler<A>) =>
  (args: A, ctx: ServerContext): Promise<CallToolResult> => {
    const userId = ctx.http?.authInfo?.extra?.userId;
    if (typeof userId !== 'string' || userId.length === 0) return Promise.resolve(toolError('Sign in to the ledger first.'));
    return handler(args, ctx, { userId });
  };

// withRound(tool, { bindArgs })(handler): opens the incoming requestState with the binding the
// next seal will use, refuses what does not open, and hands the handler the verified state.
export const withRound =
  <S>(tool: string, { bindArgs }: { readonly bindArgs: boolean }) =>
  <A>(handler: RoundHandler<A, S>): CallerHandler<A> =>
  (args, ctx, caller) => {
    const binding: RoundBinding = bindArgs ? { userId: caller.userId, tool, args } : { userId: caller.userId, tool };
    const seal = (next: S) => rounds.seal(binding)(next);
    const token = ctx.mcpReq.requestState<string>();
    if (token === undefined) return handler(args, ctx, caller, { state: undefined, seal });
    return rounds
      .open(binding)<S>(token)
      .match(
        (state) => handler(args, ctx, caller, { state, seal }),
        (reason) => Promise.resolve(refused(reason)),
      );
  };
