// set_deploy_freeze: blocks promotions to an environment for a number of hours.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { userIdOf } from '../state.js';

const TOOL = 'set_deploy_freeze';

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerFreeze(server, { config, state, releases, deployApi }) {
  server.registerTool(
    TOOL,
    {
      description: 'Freeze deploys to an environment (for incidents, launches or holidays).',
      inputSchema: z.object({
        env: z.enum(['staging', 'production']),
        hours: z.number().int().min(1).max(168),
        reason: z.string().min(5).max(300),
      }),
    },
    async (args, ctx) => {
      const userId = userIdOf(ctx);
      const needsConfirm = config.features.confirmFreeze && args.env === 'production';
      const pending = needsConfirm ? await ctx.mcpReq.requestState() : null;

      if (needsConfirm && !pending) {
        const requestState = await state.mint(
          { tool: TOOL, env: args.env, hours: args.hours, reason: args.reason },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Freeze all production deploys for ${args.hours}h? Reason: ${args.reason}`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Freeze production' } },
                required: ['confirm'],
              },
            }),
          },
          requestState,
        });
      }

      if (needsConfirm) {
        if (
          pending.tool !== TOOL ||
          pending.env !== args.env ||
          pending.hours !== args.hours ||
          pending.reason !== args.reason
        ) {
          return fail('This confirmation was issued for a different freeze.');
        }
        if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')?.confirm) {
          return { content: [{ type: 'text', text: 'Freeze not applied.' }] };
        }
      }

      const until = new Date(Date.now() + args.hours * 3_600_000);
      const exchanged = await deployApi.exchangeToken(ctx.http.authInfo.token);
      await deployApi.setFreeze(args.env, until.toISOString(), args.reason, exchanged.access_token);
      await releases.insertFreeze({ env: args.env, until, reason: args.reason, userId });

      return { content: [{ type: 'text', text: `${args.env} frozen until ${until.toISOString()}.` }] };
    },
  );
}
