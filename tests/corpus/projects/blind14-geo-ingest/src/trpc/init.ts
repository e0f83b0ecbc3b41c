import { initTRPC, TRPCError } from '@trpc/server';
import * as E from 'fp-ts/lib/Either.js';
import type { JWTPayload } from 'jose';
import { readState } from '../state/index.js';

export interface InputResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

export interface McpContext {
  user: { id: string; scopes: string[] } | null;
  requestState?: string;
  inputResponses: Record<string, InputResponse>;
}

const t = initTRPC.context<McpContext>().create();

export const router = t.router;

export const authed = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/**
 * Procedures that may answer input_required. On the retry, `ctx.pending` holds
 * the verified claims of the state the first round issued for this tool+user.
 */
export const twoRound = <P extends JWTPayload>(tool: string) =>
  authed.use(async ({ ctx, next }) => {
    if (!ctx.requestState) {
      return next({ ctx: { ...ctx, tool, pending: undefined as P | undefined } });
    }
    const verified = await readState<P>(tool, ctx.user.id)(ctx.requestState)();
    if (E.isLeft(verified)) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid or expired requestState', cause: verified.left });
    }
    return next({ ctx: { ...ctx, tool, pending: verified.right as P | undefined } });
  });
