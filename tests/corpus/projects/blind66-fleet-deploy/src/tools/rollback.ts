import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { fleet } from '../fleet.js';
import { principal } from '../principal.js';
import { resume } from '../state/resume.js';
import { sealer } from '../state/sealer.js';

export const ROLLBACK = 'rollback_service';

const text = (value: string, isError = false) => ({ content: [{ type: 'text' as const, text: value }], isError });

export function registerRollback(server: McpServer): void {
  server.registerTool(
    ROLLBACK,
    {
      description: 'Roll a service back to an earlier revision',
      inputSchema: z.object({ service: z.string(), toRevision: z.string() }),
      annotations: { destructiveHint: true },
    },
    async ({ service, toRevision }, ctx) => {
      const userId = principal(ctx);
      const binding = { userId, tool: ROLLBACK, args: { service, toRevision } };
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const history = await fleet.history(service);
        const target = history.find((h) => h.revision === toRevision);
        if (!target) return text(`${service} has no revision ${toRevision}.`, true);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Roll ${service} back to ${target.release} (revision ${target.revision}, deployed ${target.at})?`,
              requestedSchema: { type: 'object', properties: { go: { type: 'boolean' } }, required: ['go'] },
            }),
          },
          requestState: sealer.seal({ step: 'confirm' }, binding),
        });
      }

      const resumed = resume<{ step: string }>(raw, binding); // expect: require-state-binding
      if (!resumed.ok) return text(`Rollback refused (${resumed.reason}); start it again.`, true);
      if (!acceptedContent<{ go: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.go) return text('Rollback cancelled.');

      const { runId } = await fleet.rollback(service, toRevision, userId);
      return text(`Rollback ${runId} started for ${service} → ${toRevision}.`);
    },
  );
}
