// Deploys plugin: plan a deployment, show the plan, and start it once the same user approves it.
import { z } from 'zod';
import { form, digestArgs } from '../pipeline.js';
import { putPending, takePending, buildStatus } from '../pendingStore.js';
import { getRelease, planDeploy, startDeploy } from '../deployApi.js';

export default {
  name: 'deploys',
  register(api) {
    api.tool(
      'deploy_service',
      {
        title: 'Deploy',
        description: 'Deploy a release of a service to an environment after you approve the rollout plan.',
        inputSchema: {
          service: z.string().regex(/^[a-z][a-z0-9-]{1,62}$/),
          environment: z.enum(['dev', 'staging', 'production']),
          version: z.string().min(1).max(40),
        },
        annotations: { destructiveHint: true },
      },
      async (ctx) => {
        const { args, user, tool } = ctx;

        if (ctx.requestState) {
          const pending = await takePending(ctx.requestState);
          if (!pending) return ctx.fail('Invalid or expired requestState');
          if (pending.userId !== user.id || pending.tool !== tool || pending.argsDigest !== digestArgs(args)) {
            return ctx.fail('This approval belongs to a different request.');
          }
          if (ctx.declined('approve_plan') || ctx.answer('approve_plan')?.approve !== true) return ctx.ok('Deployment not started.');
          const rollout = await startDeploy(pending.planId, user.id);
          return ctx.ok(`Deployment ${rollout.id} of ${args.service}@${args.version} to ${args.environment} started.`);
        }

        const release = await getRelease(args.service, args.version);
        if (!release) return ctx.fail(`Release ${args.version} of ${args.service} does not exist.`);
        const build = await buildStatus(release.repo, release.commit);
        if (args.environment === 'production' && build !== 'success') {
          return ctx.fail(`CI for ${release.commit.slice(0, 8)} is ${build ?? 'unknown'}; production needs a green build.`);
        }

        const plan = await planDeploy(args.service, args.environment, args.version, user.id);
        const handle = await putPending({ userId: user.id, tool, argsDigest: digestArgs(args), planId: plan.id });
        const steps = plan.steps.map((s, i) => `${i + 1}. ${s.description}`).join('\n');
        return ctx.inputRequired(
          {
            approve_plan: form(`Rollout plan for ${args.service}@${args.version} → ${args.environment}:\n${steps}\nStart it?`, {
              approve: { type: 'boolean', title: 'Start deployment' },
            }),
          },
          handle,
        );
      },
    );
  },
};
