import type { ServerContext } from '@modelcontextprotocol/server';
import { Context, Data, Effect } from 'effect';

// The SDK context of the call being served, provided per request by runTool().
export class RequestContext extends Context.Tag('helpdesk/RequestContext')<RequestContext, ServerContext>() {}

export class Unauthenticated extends Data.TaggedError('Unauthenticated')<{}> {}

export interface Agent {
  readonly userId: string;
  readonly email: string;
}

export const currentAgent: Effect.Effect<Agent, Unauthenticated, RequestContext> = Effect.flatMap(
  RequestContext,
  (ctx) => {
    const extra = ctx.http?.authInfo?.extra as { userId?: unknown; email?: unknown } | undefined;
    return typeof extra?.userId === 'string' && typeof extra.email === 'string'
      ? Effect.succeed({ userId: extra.userId, email: extra.email })
      : Effect.fail(new Unauthenticated());
  },
);

export const roundState = <T>() => Effect.map(RequestContext, (ctx) => ctx.mcpReq.requestState<T>());

export const inputResponses = Effect.map(RequestContext, (ctx) => ctx.mcpReq.inputResponses);
