import * as z from 'zod/v4';
import { inputRequired, acceptedContent, type McpServer } from '@modelcontextprotocol/server';
import { stateCodec, type AssigneeState } from '../state/codec.js';
import { assignTicket, listAgents, openAgentSession } from '../upstream/zendesk.js';
import { currentUser } from '../auth.js';

const TOOL = 'suggest_assignee';

export function registerSuggestAssignee(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      description: 'Suggest agents from a group for a ticket and assign the one the user picks.',
      inputSchema: z.object({ ticketId: z.number().int(), groupId: z.number().int() }),
    },
    async ({ ticketId, groupId }, ctx) => {
      const userId = currentUser(ctx);
      const session = await openAgentSession(userId);
      const prior = ctx.mcpReq.requestState<AssigneeState>();

      if (!prior) {
        const agents = await listAgents(session.accessToken, groupId);
        const candidates = agents.slice(0, 5).map((a) => ({ id: a.id, name: a.name }));
        return inputRequired({
          inputRequests: {
            pick: inputRequired.elicit({
              message: `Who should take ticket #${ticketId}?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  assignee: { type: 'string', enum: candidates.map((c) => String(c.id)), title: 'Agent' },
                },
                required: ['assignee'],
              },
            }),
          },
          requestState: await stateCodec.mint({ tool: TOOL, ticketId, candidates }),
        });
      }

      if (prior.tool !== TOOL || prior.ticketId !== ticketId) {
        return { isError: true, content: [{ type: 'text', text: 'Stale selection, please retry.' }] };
      }
      const picked = acceptedContent<{ assignee: string }>(ctx.mcpReq.inputResponses, 'pick');
      const agent = prior.candidates.find((c) => String(c.id) === picked?.assignee);
      if (!agent) return { content: [{ type: 'text', text: 'No agent picked.' }] };

      await assignTicket(session.accessToken, ticketId, agent.id);
      return { content: [{ type: 'text', text: `Assigned #${ticketId} to ${agent.name}.` }] };
    },
  );
}
