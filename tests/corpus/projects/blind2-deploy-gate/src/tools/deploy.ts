import * as z from 'zod/v4';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { gateState, type GateProgress } from '../state.js';
import { pipeline } from '../pipeline.js';

export const deployConfig = {
  description: 'Deploy a release of a service to an environment, after the user approves',
  inputSchema: z.object({
    service: z.string(),
    environment: z.enum(['staging', 'production']),
    release: z.string().regex(/^v\d+\.\d+\.\d+$/),
  }),
  annotations: { destructiveHint: true },
};

const approveSchema = {
  type: 'object',
  properties: { approve: { type: 'boolean', title: 'Approve' }, note: { type: 'string', title: 'Change note' } },
  required: ['approve'],
} as const;

export async function deploy(args: z.infer<typeof deployConfig.inputSchema>, ctx: any) {
  // verified by the server's requestState hook before we get here
  const progress = ctx.mcpReq.requestState<GateProgress>();

  if (progress === undefined) {
    const diff = await pipeline.diff(args.service, args.environment, args.release);
    return inputRequired({
      inputRequests: {
        approval: inputRequired.elicit({
          message: `Deploy ${args.service} ${args.release} to ${args.environment}? ${diff.commits} commits, ${diff.migrations} migrations.`,
          requestedSchema: approveSchema,
        }),
      },
      requestState: await gateState.mint(
        { step: 'approve', service: args.service, environment: args.environment, release: args.release, requestedAt: Date.now() },
        ctx,
      ),
    });
  }

  const answer = acceptedContent<{ approve: boolean; note?: string }>(ctx.mcpReq.inputResponses, 'approval');
  if (!answer?.approve) return { content: [{ type: 'text' as const, text: 'Deploy not approved.' }] };

  // deploy exactly what was approved, not whatever the retry's arguments say
  const run = await pipeline.deploy(progress.service, progress.environment, progress.release, answer.note);
  return { content: [{ type: 'text' as const, text: `Deploy started: ${run.url}` }] };
}
