import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { StateError, openRound, sealRound } from '@acme/state-kit/seal';
import { callerId } from '../caller.js';
import { deployments } from '../deployments.js';

const TOOL = 'scale_service';
const MAX_REPLICAS = 40;

export function registerScale(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: 'Change the replica count of a service. Asks for the count when it is not given.',
      inputSchema: z.object({ service: z.string().min(1), replicas: z.number().int().min(0).max(MAX_REPLICAS).optional() }),
    },
    async ({ service, replicas }, ctx) => {
      const user = callerId(ctx);
      const token = ctx.mcpReq.requestState<string>();

      if (replicas !== undefined) {
        const { runId } = await deployments.scale(service, replicas, { requestedBy: user });
        return { content: [{ type: 'text', text: `Scaling ${service} to ${replicas} (run ${runId}).` }] };
      }

      if (token === undefined) {
        const current = await deployments.current(service);
        return inputRequired({
          inputRequests: {
            replicas: inputRequired.elicit({
              message: `${service} runs ${current.replicas} replicas. How many should it run?`,
              requestedSchema: {
                type: 'object',
                properties: { replicas: { type: 'integer', minimum: 0, maximum: MAX_REPLICAS } },
                required: ['replicas'],
              },
            }),
          },
          requestState: sealRound({ service }, { sub: user, tool: TOOL, args: { service } }),
        });
      }

      try {
        openRound<{ service: string }>(token, { sub: user, tool: TOOL, args: { service } });
      } catch (err) {
        if (err instanceof StateError) return { isError: true, content: [{ type: 'text', text: 'Please ask again.' }] };
        throw err;
      }
      const answer = acceptedContent<{ replicas: number }>(ctx.mcpReq.inputResponses, 'replicas');
      if (answer === undefined) return { content: [{ type: 'text', text: 'Nothing changed.' }] };
      const { runId } = await deployments.scale(service, answer.replicas, { requestedBy: user });
      return { content: [{ type: 'text', text: `Scaling ${service} to ${answer.replicas} (run ${runId}).` }] };
    },
  );
}
