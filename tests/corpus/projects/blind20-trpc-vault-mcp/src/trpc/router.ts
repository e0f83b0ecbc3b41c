import { initTRPC, TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { VaultClient } from '../services/vault.client.js';
import { StateMismatch, type VaultStateService } from '../services/vault-state.service.js';
import type { HandlerCtx } from '../state/codecs.js';

export interface TrpcContext {
  userId: string;
  /** The MCP handler context; the state codecs bind to the principal found in it. */
  mcp: HandlerCtx;
  vault: VaultClient;
  state: VaultStateService;
}

const t = initTRPC.context<TrpcContext>().create();

/** Turns state problems into a precondition failure the MCP layer shows as a tool error. */
const stateErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof StateMismatch) {
    throw new TRPCError({ code: 'PRECONDITION_FAILED', message: result.error.cause.message, cause: result.error.cause });
  }
  return result;
});

const authed = t.procedure.use(stateErrors).use(({ ctx, next }) => {
  if (!ctx.userId) throw new TRPCError({ code: 'UNAUTHORIZED' });
  return next();
});

const SecretPath = z.string().regex(/^[a-z0-9][a-z0-9/_-]{0,199}$/, 'lower-case vault path');
const RotateInput = z.object({ path: SecretPath, reason: z.string().min(5).max(200) });
const WRAP_TTL_SECONDS = 300;

export const appRouter = t.router({
  rotation: t.router({
    begin: authed.input(RotateInput).mutation(async ({ ctx, input }) => {
      await ctx.vault.assertAllowed(ctx.userId, input.path, 'update');
      const meta = await ctx.vault.describe(input.path);
      const consumers = meta.consumers.length ? meta.consumers.join(', ') : 'no registered consumers';
      return {
        message: `Rotate ${input.path} (version ${meta.version}; used by ${consumers})? Type the path to confirm.`,
        requestState: await ctx.state.pendingRotation(ctx.mcp, input),
      };
    }),

    commit: authed
      .input(RotateInput.extend({ requestState: z.string().min(1), typedPath: z.string() }))
      .mutation(async ({ ctx, input }) => {
        const { requestState, typedPath, ...args } = input;
        await ctx.state.confirmRotation(ctx.mcp, requestState, args);
        if (typedPath.trim() !== args.path) {
          return { rotated: false, message: 'The typed path did not match; nothing was rotated.' };
        }
        await ctx.vault.assertAllowed(ctx.userId, args.path, 'update');
        const version = await ctx.vault.rotate(args.path, { actor: ctx.userId, reason: args.reason });
        return { rotated: true, message: `Rotated ${args.path}; it is now at version ${version}.` };
      }),
  }),

  inspection: t.router({
    begin: authed.input(z.object({ path: SecretPath })).mutation(async ({ ctx, input }) => {
      await ctx.vault.assertAllowed(ctx.userId, input.path, 'read');
      const wrappingToken = await ctx.vault.wrapMetadata(input.path, WRAP_TTL_SECONDS);
      return {
        message: `Why do you need the ownership and rotation history of ${input.path}?`,
        requestState: await ctx.state.pendingInspection(ctx.mcp, input.path, wrappingToken),
      };
    }),

    finish: authed
      .input(z.object({ path: SecretPath, requestState: z.string().min(1), justification: z.string().min(10).max(500) }))
      .mutation(async ({ ctx, input }) => {
        const wrappingToken = await ctx.state.resumeInspection(ctx.mcp, input.requestState, input.path);
        const meta = await ctx.vault.unwrap(wrappingToken);
        return {
          path: meta.path,
          version: meta.version,
          owners: meta.owners,
          updatedAt: meta.updatedAt,
          rotations: meta.rotationHistory.slice(-5),
          justification: input.justification,
        };
      }),
  }),
});

export type AppRouter = typeof appRouter;
export const createCaller = t.createCallerFactory(appRouter);
