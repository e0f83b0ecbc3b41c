// Models a non-destructive assign_ticket tool that elicits the assignee; state carries the tool name and is checked on retry.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import type { McpServer } from '@modelcontextprotocol/server';
import { ticketStateCodec, assertFlow } from '../state.js';
import { tickets } from '../ticketStore.js';

const assigneeSchema = z.object({ assignee: z.string().email() });

export function registerAssignTicket(server: McpServer) {
  server.registerTool(
    'assign_ticket',
    {
      description: 'Assign a ticket to a teammate',
      inputSchema: z.object({ ticketId: z.string() }),
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    async ({ ticketId }, ctx) => {
      const picked = acceptedContent(ctx.mcpReq.inputResponses, 'assignee', assigneeSchema);
      if (!picked) {
        return inputRequired({
          inputRequests: {
            assignee: inputRequired.elicit({ message: `Who should own ${ticketId}?`, requestedSchema: assigneeSchema }),
          },
          requestState: await ticketStateCodec.mint({ tool: 'assign_ticket', ticketId }, ctx),
        });
      }

      const flow = ctx.mcpReq.requestState();
      assertFlow(flow, 'assign_ticket');
      await tickets.assign(flow.ticketId, picked.assignee);
      return { content: [{ type: 'text', text: `${flow.ticketId} assigned to ${picked.assignee}` }] };
    },
  );
}
