import * as z from 'zod/v4';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { gateState, type GateProgress } from '../state.js';
import { pipeline } from '../pipeline.js';

export const rollbackConfig = {
  description: 'Roll a service back to its previous release in an environment',
  inputSchema: z.object({ service: z.string(), environment: z.enum(['staging', 'production']) }),
  annotations: { destructiveHint: true },
};

export async function rollback(args: z.infer<typeof rollbackConfig.inputSchema>, ctx: any) {
  const progress = ctx.mcpReq.requestState<GateProgress>();
  if (progress === undefined) {
    const history = await pipeline.history(args.service, args.environment);
    const previous = history[1];
    if (!previous) return { isError: true, content: [{ type: 'text' as const, text: 'Nothing to roll back to.' }] };
    return inputRequired({
      inputRequests: {
        approval: inputRequired.elicit({
          message: `Roll ${args.service} in ${args.environment} back from ${history[0].release} to ${previous.release}?`,
          requestedSchema: { type: 'object', properties: { approve: { type: 'boolean' } }, required: ['approve'] },
        }),
      },
      requestState: await gateState.mint(
        { step: 'approve', service: args.service, environment: args.environment, release: previous.release, requestedAt: Date.now() },
        ctx,
      ),
    });
  }
  const answer = acceptedContent<{ approve: boolean }>(ctx.mcpReq.inputResponses, 'approval');
  if (!answer?.approve) return { content: [{ type: 'text' as const, text: 'Rollback not approved.' }] };
  const run = await pipeline.deploy(progress.service, progress.environment, progress.release, `rollback by request`);
  return { content: [{ type: 'text' as const, text: `Rollback started: ${run.url}` }] };
}
