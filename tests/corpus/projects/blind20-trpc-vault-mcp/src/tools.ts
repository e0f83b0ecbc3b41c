import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { VaultClient } from './services/vault.client.js';
import type { VaultStateService } from './services/vault-state.service.js';
import { principalOf, type HandlerCtx } from './state/codecs.js';
import { createCaller } from './trpc/router.js';

export interface ToolDeps {
  vault: VaultClient;
  state: VaultStateService;
}

const text = (message: string, isError = false) => ({ content: [{ type: 'text' as const, text: message }], isError });

/** Maps expected tRPC failures to tool errors; anything else propagates. */
const guarded =
  <A>(handler: (args: A, ctx: HandlerCtx) => Promise<unknown>) =>
  async (args: A, ctx: HandlerCtx) => {
    try {
      return await handler(args, ctx);
    } catch (err) {
      if (err instanceof TRPCError && err.code !== 'INTERNAL_SERVER_ERROR') return text(err.message, true);
      throw err;
    }
  };

export function registerVaultTools(server: McpServer, deps: ToolDeps): void {
  const callerFor = (ctx: HandlerCtx) => createCaller({ userId: principalOf(ctx), mcp: ctx, ...deps });

  server.registerTool(
    'rotate_secret',
    {
      description: 'Rotate a vault secret. Consumers pick up the new version on their next lease renewal.',
      inputSchema: z.object({ path: z.string(), reason: z.string() }),
      annotations: { destructiveHint: true },
    },
    guarded(async (args: { path: string; reason: string }, ctx) => {
      const caller = callerFor(ctx);
      const requestState = ctx.mcpReq.requestState<string>();

      if (requestState === undefined) {
        const pending = await caller.rotation.begin(args);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: pending.message,
              requestedSchema: {
                type: 'object',
                properties: { typedPath: { type: 'string', title: 'Secret path' } },
                required: ['typedPath'],
              },
            }),
          },
          requestState: pending.requestState,
        });
      }

      const answer = acceptedContent<{ typedPath: string }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer) return text('Rotation cancelled.');
      const outcome = await caller.rotation.commit({ ...args, requestState, typedPath: answer.typedPath });
      return text(outcome.message, !outcome.rotated);
    }),
  );

  server.registerTool(
    'inspect_secret',
    {
      description: 'Show owners and recent rotation history of a vault secret (never its value). Asks for a justification.',
      inputSchema: z.object({ path: z.string() }),
      annotations: { readOnlyHint: true },
    },
    guarded(async (args: { path: string }, ctx) => {
      const caller = callerFor(ctx);
      const requestState = ctx.mcpReq.requestState<string>();

      if (requestState === undefined) {
        const pending = await caller.inspection.begin(args);
        return inputRequired({
          inputRequests: {
            why: inputRequired.elicit({
              message: pending.message,
              requestedSchema: {
                type: 'object',
                properties: { justification: { type: 'string', minLength: 10 } },
                required: ['justification'],
              },
            }),
          },
          requestState: pending.requestState,
        });
      }

      const answer = acceptedContent<{ justification: string }>(ctx.mcpReq.inputResponses, 'why');
      if (!answer) return text('Inspection cancelled.');
      const report = await caller.inspection.finish({ path: args.path, requestState, justification: answer.justification });
      return { ...text(JSON.stringify(report, null, 2)), structuredContent: report };
    }),
  );
}
