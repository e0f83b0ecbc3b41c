// promote_release: plans a promotion with the deploy service and runs it after the engineer approves.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { userIdOf } from '../state.js';

const TOOL = 'promote_release';

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerPromote(server, { config, state, releases, deployApi }) {
  server.registerTool(
    TOOL,
    {
      description: 'Promote a built release of a service to staging or production.',
      inputSchema: z.object({
        service: z.string().min(1).max(80),
        version: z.string().regex(/^\d+\.\d+\.\d+(-[\w.]+)?$/),
        targetEnv: z.enum(['staging', 'production']),
      }),
    },
    async (args, ctx) => {
      const userId = userIdOf(ctx);
      const pending = await ctx.mcpReq.requestState();

      if (!pending) {
        const release = await releases.findRelease(args.service, args.version);
        if (!release) return fail(`No release ${args.service}@${args.version} has been built.`);
        if (args.targetEnv === 'production' && !release.staging_verified_at) {
          return fail(`${args.service}@${args.version} has not been verified on staging yet.`);
        }
        const freeze = await releases.activeFreeze(args.targetEnv);
        if (freeze) {
          return fail(`${args.targetEnv} is frozen until ${freeze.until.toISOString()} (${freeze.reason}).`);
        }

        const exchanged = await deployApi.exchangeToken(ctx.http.authInfo.token);
        const plan = await deployApi.planPromotion(args.service, args.version, args.targetEnv, exchanged.access_token);

        const requestState = await state.mint(
          {
            tool: TOOL,
            service: args.service,
            version: args.version,
            targetEnv: args.targetEnv,
            planId: plan.id,
            deployToken: exchanged.access_token, // expect: no-secrets-in-state
          },
          ctx,
        );

        const properties = {
          confirm: { type: 'boolean', title: `Promote ${args.service}@${args.version} to ${args.targetEnv}` },
        };
        if (config.features.requireChangeTicket) {
          properties.changeTicket = { type: 'string', title: 'Change ticket (CHG-1234)' };
        }

        return inputRequired({
          inputRequests: {
            approval: inputRequired.elicit({
              message:
                `Plan ${plan.id}: ${plan.summary}\n` +
                `${plan.steps.length} steps, canary ${plan.canaryPercent}% for ${plan.canaryMinutes} min.`,
              requestedSchema: { type: 'object', properties, required: Object.keys(properties) },
            }),
          },
          requestState,
        });
      }

      if (
        pending.tool !== TOOL ||
        pending.service !== args.service ||
        pending.version !== args.version ||
        pending.targetEnv !== args.targetEnv
      ) {
        return fail('This approval was issued for a different promotion.');
      }

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'approval');
      if (!answer?.confirm) {
        return { content: [{ type: 'text', text: 'Promotion cancelled; nothing was deployed.' }] };
      }
      if (config.features.requireChangeTicket && !/^CHG-\d{4,}$/.test(answer.changeTicket ?? '')) {
        return fail('A change ticket in the form CHG-1234 is required.');
      }

      const run = await deployApi.executePlan(pending.planId, answer.changeTicket, pending.deployToken);
      await releases.recordPromotion({
        service: pending.service,
        version: pending.version,
        env: pending.targetEnv,
        planId: pending.planId,
        userId,
        changeTicket: answer.changeTicket,
      });

      return {
        content: [
          {
            type: 'text',
            text: `Promotion of ${pending.service}@${pending.version} to ${pending.targetEnv} started (run ${run.id}).`,
          },
        ],
      };
    },
  );
}
