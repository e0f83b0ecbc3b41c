// promote_release: asks the release planner for a plan, confirms it with the user, then queues the promotion.
// @ts-nocheck
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { ask, publish } from '../bus/nats.js';
import { seal, open, StateError } from '../state/envelope.js';

export const TOOL = 'promote_release';
const CONFIRM = 'confirm_promotion';

type Plan = {
  planId: string;
  currentVersion: string;
  targetVersion: string;
  steps: { name: string; percent: number; bakeMinutes: number }[];
  deployCredential: { token: string; expiresAt: string };
};

const say = (text: string, isError = false) => ({ content: [{ type: 'text', text }], isError });

export async function promote(args, ctx, auth) {
  const binding = { sub: auth.extra.userId, tool: TOOL, args };
  const raw = await ctx.mcpReq.requestState();

  if (!raw) {
    const plan = await ask<Plan>('release.plan', { service: args.service, buildId: args.buildId, environment: args.environment, requestedBy: auth.extra.userId });
    const steps = plan.steps.map((s) => `${s.name} ${s.percent}% (bake ${s.bakeMinutes}m)`).join(' → ');
    return inputRequired({
      inputRequests: {
        [CONFIRM]: inputRequired.elicit({
          message: `Promote ${args.service} ${plan.currentVersion} → ${plan.targetVersion} in ${args.environment}: ${steps}`,
          requestedSchema: { type: 'object', properties: { go: { type: 'boolean', title: 'Start the rollout' } }, required: ['go'] },
        }),
      },
      requestState: seal(
        {
          planId: plan.planId,
          targetVersion: plan.targetVersion,
          deployToken: plan.deployCredential.token, // expect: no-secrets-in-state
        },
        binding,
      ),
    });
  }

  let claims;
  try {
    claims = open<{ planId: string; targetVersion: string; deployToken: string }>(raw, binding);
  } catch (err) {
    if (err instanceof StateError) return say(`Cannot continue this promotion: ${err.message}. Start again.`, true);
    throw err;
  }
  const answer = acceptedContent(ctx.mcpReq.inputResponses, CONFIRM);
  if (!answer?.go) return say('Promotion cancelled; nothing was changed.');

  publish('release.promote', {
    planId: claims.planId,
    service: args.service,
    buildId: args.buildId,
    environment: args.environment,
    deployToken: claims.deployToken,
    requestedBy: auth.extra.userId,
  });
  return say(`Promotion of ${args.service} to ${claims.targetVersion} queued (plan ${claims.planId}).`);
}
