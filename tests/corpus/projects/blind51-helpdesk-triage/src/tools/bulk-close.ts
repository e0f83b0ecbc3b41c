import * as z from 'zod/v4';
import { inputRequired, acceptedContent, type McpServer } from '@modelcontextprotocol/server';
import { stateCodec, type BulkCloseState } from '../state/codec.js';
import { openAgentSession, updateTickets } from '../upstream/zendesk.js';
import { config } from '../config.js';
import { currentUser } from '../auth.js';

const TOOL = 'bulk_close_tickets';

const input = z.object({
  ticketIds: z.array(z.number().int().positive()).min(1).max(config.maxBulkClose),
  resolution: z.enum(['solved', 'closed']).default('solved'),
});

export function registerBulkClose(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      description: 'Close or solve several tickets at once after the agent confirms.',
      inputSchema: input,
      annotations: { destructiveHint: true },
    },
    async ({ ticketIds, resolution }, ctx) => {
      const userId = currentUser(ctx);
      const pending = ctx.mcpReq.requestState<BulkCloseState>();

      if (!pending) {
        // Exchange once up front so we fail fast if the agent lacks tickets:write.
        const session = await openAgentSession(userId);
        const requestState = await stateCodec.mint({
          tool: TOOL,
          ticketIds,
          resolution,
          zendeskToken: session.accessToken, // expect: no-secrets-in-state
        });
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Mark ${ticketIds.length} ticket(s) as ${resolution}?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Yes, close them' } },
                required: ['confirm'],
              },
            }),
          },
          requestState,
        });
      }

      if (pending.tool !== TOOL) {
        return { isError: true, content: [{ type: 'text', text: 'That confirmation belongs to another tool.' }] };
      }
      const sameTickets =
        pending.ticketIds.length === ticketIds.length && pending.ticketIds.every((id, i) => id === ticketIds[i]);
      if (!sameTickets || pending.resolution !== resolution) {
        return { isError: true, content: [{ type: 'text', text: 'Ticket list changed since confirmation, start over.' }] };
      }

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) {
        return { content: [{ type: 'text', text: 'Cancelled, nothing was changed.' }] };
      }

      const { jobId } = await updateTickets(pending.zendeskToken, pending.ticketIds, pending.resolution);
      return {
        content: [{ type: 'text', text: `Queued job ${jobId} for ${pending.ticketIds.length} ticket(s).` }],
      };
    },
  );
}
