// tRPC setup for the dashboard API: request context from the caller's token and a signed-in procedure.
// @ts-nocheck
import { initTRPC, TRPCError } from '@trpc/server';
import { resolvePrincipal } from '../auth.ts';

export async function createContext(opts) {
  return { principal: await resolvePrincipal(opts.req) };
}

const t = initTRPC.context<Awaited<ReturnType<typeof createContext>>>().create();

export const router = t.router;
export const publicProcedure = t.procedure;

export const signedInProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.principal) throw new TRPCError({ code: 'UNAUTHORIZED' });
  return next({ ctx: { principal: ctx.principal } });
});
