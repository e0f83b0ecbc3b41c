// rollback_release: puts a service back on an earlier version after an explicit confirmation.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { userIdOf } from '../state.js';

const TOOL = 'rollback_release';

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerRollback(server, { state, releases, deployApi }) {
  server.registerTool(
    TOOL,
    {
      description: 'Roll a service in an environment back to a previously built version.',
      inputSchema: z.object({
        service: z.string().min(1).max(80),
        env: z.enum(['staging', 'production']),
        toVersion: z.string().regex(/^\d+\.\d+\.\d+(-[\w.]+)?$/),
        reason: z.string().min(10).max(500),
      }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = userIdOf(ctx);
      const exchanged = await deployApi.exchangeToken(ctx.http.authInfo.token);
      const pending = await ctx.mcpReq.requestState();

      if (!pending) {
        const known = await releases.knownVersions(args.service);
        if (!known.includes(args.toVersion)) {
          return fail(`${args.toVersion} is not a known build of ${args.service}.`);
        }
        const current = await deployApi.currentVersion(args.service, args.env, exchanged.access_token);
        if (current.version === args.toVersion) {
          return fail(`${args.service} is already running ${args.toVersion} in ${args.env}.`);
        }

        const requestState = await state.mint({ tool: TOOL, service: args.service, env: args.env, fromVersion: current.version }, ctx); // expect: require-state-binding

        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message:
                `Roll ${args.service} in ${args.env} back from ${current.version} to ${args.toVersion}?\n` +
                `Reason: ${args.reason}`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Yes, roll back' } },
                required: ['confirm'],
              },
            }),
          },
          requestState,
        });
      }

      if (pending.tool !== TOOL || pending.service !== args.service || pending.env !== args.env) {
        return fail('This confirmation was issued for a different rollback.');
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) {
        return { content: [{ type: 'text', text: 'Rollback cancelled.' }] };
      }

      const result = await deployApi.rollback(args.service, args.env, args.toVersion, args.reason, exchanged.access_token);
      await releases.recordRollback({
        service: args.service,
        env: args.env,
        fromVersion: pending.fromVersion,
        toVersion: args.toVersion,
        userId,
        reason: args.reason,
      });

      return {
        content: [
          {
            type: 'text',
            text: `Rolling ${args.service} in ${args.env} back to ${args.toVersion} (job ${result.jobId}).`,
          },
        ],
      };
    },
  );
}
