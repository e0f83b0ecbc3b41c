import { inputRequired, type CallToolResult, type ServerContext } from '@modelcontextprotocol/server';
import * as O from 'fp-ts/lib/Option.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { Refusal } from '../state/codec.js';

export const text = (message: string): CallToolResult => ({
  content: [{ type: 'text', text: message }],
});

export const toolError = (message: string): CallToolResult => ({
  isError: true,
  content: [{ type: 'text', text: message }],
});

export const refused = ({ reason }: Refusal): CallToolResult =>
  toolError(`This confirmation can no longer be used (${reason}). Start the action again.`);

const confirmSchema = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Go ahead?' } },
  required: ['confirm'],
} as const;

// askToConfirm(message)(requestState): the state comes last so a sealed token can be piped straight in.
export const askToConfirm = (message: string) => (requestState: string) =>
  inputRequired({
    inputRequests: { confirm: inputRequired.elicit({ message, requestedSchema: confirmSchema }) },
    requestState,
  });

export interface Caller {
  readonly userId: string;
  readonly scopes: readonly string[];
}

export type CallerHandler<A> = (args: A, ctx: ServerContext, caller: Caller) => Promise<CallToolResult>;

const callerOf = (ctx: ServerContext): O.Option<Caller> =>
  pipe(
    O.fromNullable(ctx.http?.authInfo),
    O.chain((auth) =>
      pipe(
        O.fromNullable(auth.extra?.userId),
        O.filter((id): id is string => typeof id === 'string' && id.length > 0),
        O.map((userId) => ({ userId, scopes: auth.scopes })),
      ),
    ),
  );

export const withCaller =
  <A>(scope: string, handler: CallerHandler<A>) =>
  (args: A, ctx: ServerContext): Promise<CallToolResult> =>
    pipe(
      callerOf(ctx),
      O.filter((caller) => caller.scopes.includes(scope)),
      O.match(
        () => Promise.resolve(toolError(`This tool needs the ${scope} scope.`)),
        (caller) => handler(args, ctx, caller),
      ),
    );
