import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { fleet } from '../fleet.js';
import { principal } from '../principal.js';
import { resume } from '../state/resume.js';
import { sealer } from '../state/sealer.js';

export const ROLLOUT = 'rollout_release';

interface PendingRollout {
  step: 'confirm';
  planId: string;
  pullAuth?: string;
}

const text = (value: string, isError = false) => ({ content: [{ type: 'text' as const, text: value }], isError });

export function registerRollout(server: McpServer): void {
  server.registerTool(
    ROLLOUT,
    {
      description: 'Roll a release of a service out to one region',
      inputSchema: z.object({
        service: z.string(),
        release: z.string(),
        region: z.enum(['eu-west-1', 'us-east-1', 'ap-south-1']),
      }),
      annotations: { destructiveHint: true },
    },
    async ({ service, release, region }, ctx) => {
      const userId = principal(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const plan = await fleet.plan(service, release, region);
        // private images are pulled with the caller's own registry grant, so keep it for the next round
        const pending: PendingRollout = {
          step: 'confirm',
          planId: plan.id,
          pullAuth: ctx.http?.authInfo?.token, // expect: no-secrets-in-state
        };
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Roll ${service} ${release} out to ${region}? ${plan.instances} instances, about ${plan.drainMinutes} min of draining.`,
              requestedSchema: { type: 'object', properties: { go: { type: 'boolean' } }, required: ['go'] },
            }),
          },
          requestState: sealer.seal(pending, { userId, tool: ROLLOUT }), // expect: require-state-binding
        });
      }

      const resumed = resume<PendingRollout>(raw, { userId, tool: ROLLOUT }); // expect: require-state-binding
      if (!resumed.ok) return text(`Rollout refused (${resumed.reason}); start it again.`, true);
      if (!acceptedContent<{ go: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.go) return text('Rollout cancelled.');

      const { runId } = await fleet.rollout({
        service,
        release,
        region,
        planId: resumed.state.planId,
        pullAuth: resumed.state.pullAuth,
        by: userId,
      });
      return text(`Rollout ${runId} started: ${service} ${release} → ${region}.`);
    },
  );
}
