'use strict';

const { z } = require('zod');
const { inputRequired, acceptedContent } = require('@modelcontextprotocol/server');

const TOOL = 'rollback_release';

const text = (t, isError = false) => ({ content: [{ type: 'text', text: t }], ...(isError ? { isError } : {}) });

function registerRollback(server, { codec, deployer, userIdOf }) {
  server.registerTool(
    TOOL,
    {
      description: 'Roll a service back to an earlier release revision.',
      inputSchema: z.object({
        service: z.string().min(1),
        toRevision: z.string().regex(/^r\d+$/),
      }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const actor = userIdOf(ctx);
      if (!actor) return text('Not authenticated.', true);

      const raw = await ctx.mcpReq.requestState();
      if (raw) {
        const state = await codec.verifyOrNull(raw, ctx);
        if (!state) return text('Invalid or expired confirmation, please ask again.', true);
        if (state.service !== args.service || state.toRevision !== args.toRevision) {
          return text('Confirmation does not match this rollback.', true);
        }
        const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
        if (!answer || answer.confirm !== true) return text('Rollback cancelled.');

        await deployer.rollback(args.service, args.toRevision, { actor });
        return text(`Rolled ${args.service} back from ${state.fromRevision} to ${args.toRevision}.`);
      }

      const current = await deployer.currentRelease(args.service);
      if (current.revision === args.toRevision) {
        return text(`${args.service} is already on ${args.toRevision}.`);
      }

      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Roll ${args.service} back from ${current.revision} (${current.summary}) to ${args.toRevision}?`,
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Roll back now' } },
              required: ['confirm'],
            },
          }),
        },
        requestState: await codec.mint(
          { service: args.service, toRevision: args.toRevision, fromRevision: current.revision },
          ctx,
        ),
      });
    },
  );
}

module.exports = { registerRollback };
