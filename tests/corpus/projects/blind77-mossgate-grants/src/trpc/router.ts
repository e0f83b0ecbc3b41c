// tRPC procedures the applicant dashboard uses beside the MCP tools: own applications and pending assistant steps.
// @ts-nocheck
import { z } from 'zod';
import { TRPCError } from '@trpc/server';
import { router, publicProcedure, signedInProcedure } from './init.ts';
import { applicationsOf, applicationFor, applicationById } from '../db.ts';

const textFromB64url = (segment: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(segment.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0)));

export const appRouter = router({
  health: publicProcedure.query(() => ({ ok: true })),

  applications: router({
    mine: signedInProcedure.query(({ ctx }) => applicationsOf(ctx.principal.userId)),
    byId: signedInProcedure.input(z.object({ id: z.string().uuid() })).query(async ({ ctx, input }) => {
      const application = await applicationFor(input.id, ctx.principal.userId);
      if (!application) throw new TRPCError({ code: 'NOT_FOUND' });
      return application;
    }),
  }),

  assistant: router({
    describePending: signedInProcedure
      .input(z.object({ requestState: z.string().min(10).max(8192) }))
      .query(async ({ input }) => {
        const { p: pending } = JSON.parse(textFromB64url(input.requestState.split('.')[1])); // expect-todo: require-sealed-state
        const application = pending.applicationId ? await applicationById(pending.applicationId) : null;
        return {
          tool: pending.tool,
          application: application && {
            id: application.id,
            title: application.title,
            applicant: application.applicant_name,
            status: application.status,
            amountRequestedCents: application.amount_requested_cents,
          },
          proposedTotalCents: pending.totalCents ?? null,
        };
      }),
  }),
});

export type AppRouter = typeof appRouter;
