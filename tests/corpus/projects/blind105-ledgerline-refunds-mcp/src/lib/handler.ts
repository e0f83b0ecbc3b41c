// Higher-order helpers that resolve the caller, enforce a scope and fold TaskEither tool logic into MCP results.
// @ts-nocheck
import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';

export type Caller = { userId: string; token: string; scopes: string[] };

export const textResult = (text: string) => ({ content: [{ type: 'text', text }] });

export const errorResult = (message: string) => ({ isError: true, content: [{ type: 'text', text: message }] });

const callerOf = (ctx): E.Either<string, Caller> => {
  const info = ctx.http?.authInfo;
  return info?.extra?.userId
    ? E.right({ userId: String(info.extra.userId), token: info.token, scopes: info.scopes ?? [] })
    : E.left('this tool needs a signed-in merchant');
};

const hasScope = (scope: string) => (caller: Caller) => caller.scopes.includes(scope);

export const withCaller =
  (scope: string, run: (caller: Caller) => (args, ctx) => TE.TaskEither<string, unknown>) =>
  (args, ctx) =>
    pipe(
      callerOf(ctx),
      E.filterOrElse(hasScope(scope), () => `missing scope ${scope}`),
      TE.fromEither,
      TE.chain((caller) => run(caller)(args, ctx)),
      TE.match(errorResult, (result) => result),
    )();
