// Registers the rollback_deployment tool, which confirms with the user before rolling a service back.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { text, toolError, userOf, type ToolDeps } from './common';

const TOOL = 'rollback_deployment';

export function registerRollback(server: McpServer, deps: ToolDeps) {
  server.registerTool(
    TOOL,
    {
      description: 'Roll a service back to an earlier release. Asks the caller to confirm first.',
      inputSchema: z.object({
        service: z.string().min(1),
        toVersion: z.string().min(1),
        reason: z.string().max(500).optional(),
      }),
      annotations: { destructiveHint: true },
    },
    async ({ service, toVersion, reason }, ctx) => {
      const user = userOf(ctx);
      if (!user) return toolError('rollback_deployment needs a signed-in user');
      const bind = { sub: user, tool: TOOL };

      const raw = ctx.mcpReq.requestState<string>();
      if (!raw) {
        const current = await deps.releases.current(service);
        if (current.version === toVersion) return text(`${service} is already on ${toVersion}.`);
        const requestState = await deps.sealer.seal({ service, from: current.version }, bind); // expect: require-state-binding
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Roll ${service} back from ${current.version} to ${toVersion}? This redeploys every region.`,
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

      const state = await deps.sealer.open<{ service: string; from: string }>(raw, bind);
      if (!state || state.service !== service) {
        return toolError('The confirmation expired or does not match this call. Start again.');
      }
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('Rollback cancelled.');

      const current = await deps.releases.current(service);
      if (current.version !== state.from) {
        return toolError(`${service} moved to ${current.version} while you were confirming. Start again.`);
      }
      const job = await deps.releases.rollback(service, toVersion, { actor: user, reason });
      return text(`Rollback ${job.id} of ${service} to ${toVersion}: ${job.status}`);
    },
  );
}
