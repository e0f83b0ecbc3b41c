import { z } from 'zod';
import type { ToolDeps, ToolModule } from '../server.js';
import { confirmRequest, text, toolError } from '../results.js';

const DeployArgs = z.object({
  service: z.string().min(1),
  version: z.string().regex(/^v?\d+\.\d+\.\d+(-[\w.]+)?$/, 'semver, e.g. 4.18.0'),
  environment: z.enum(['staging', 'production', 'canary']),
});

interface PendingDeploy {
  step: 'confirm';
  planId: string;
}

export function deployTool({ platform, sealer }: ToolDeps): ToolModule {
  return {
    definition: {
      name: 'deploy_service',
      description: 'Deploy a released version of a service to an environment. Asks for confirmation first.',
      inputSchema: {
        type: 'object',
        properties: {
          service: { type: 'string' },
          version: { type: 'string' },
          environment: { type: 'string', enum: ['staging', 'production', 'canary'] },
        },
        required: ['service', 'version', 'environment'],
      },
      annotations: { destructiveHint: true },
    },

    async run(call) {
      const args = DeployArgs.parse(call.args);
      // the confirmation only opens for this user, this tool and exactly these arguments
      const binding = { userId: call.userId, tool: 'deploy_service', args };

      if (call.requestState === undefined) {
        if (!(await platform.canDeploy(call.userId, args.service, args.environment))) {
          return toolError(`You are not allowed to deploy ${args.service} to ${args.environment}.`);
        }
        const plan = await platform.plan(args);
        return {
          resultType: 'input_required',
          inputRequests: confirmRequest(`Deploy ${args.service} ${args.version} to ${args.environment}?\n\n${plan.summary}`),
          requestState: sealer.seal<PendingDeploy>({ step: 'confirm', planId: plan.id }, binding),
        };
      }

      const pending = sealer.open<PendingDeploy>(call.requestState, binding);
      if (!pending) return toolError('This confirmation has expired or does not match the request. Please ask again.');

      const answer = call.inputResponses?.confirm;
      if (answer?.action !== 'accept') return text('Deployment cancelled.');

      const job = await platform.deploy({
        ...args,
        planId: pending.planId,
        requestedBy: call.userId,
        note: typeof answer.content?.note === 'string' ? answer.content.note : '',
      });
      return text(`Deploying ${args.service} ${args.version} to ${args.environment} (job ${job.id}).`);
    },
  };
}
