// Registers assign_ticket, asking which suggested team should own a ticket.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { codecFor } from '../codecs.js';
import { helpdesk } from '../helpdesk.js';

const TOOL = 'assign_ticket';

interface AssignState {
  ticketId: string;
  teams: string[];
}

const codec = codecFor<AssignState>(TOOL);

export function registerAssignTicket(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: 'Route a ticket to one of the teams the helpdesk suggests',
      inputSchema: { ticketId: z.string().min(1) },
    },
    async ({ ticketId }, ctx) => {
      const raw = ctx.mcpReq.requestState<string>();

      if (!raw) {
        const teams = await helpdesk.teamsFor(ticketId);
        if (teams.length === 0) {
          return { content: [{ type: 'text', text: `No team can take ${ticketId}.` }], isError: true };
        }
        return inputRequired({
          inputRequests: {
            team: inputRequired.elicit({
              message: `Which team should own ${ticketId}?`,
              requestedSchema: {
                type: 'object',
                properties: { team: { type: 'string', enum: teams } },
                required: ['team'],
              },
            }),
          },
          requestState: await codec.mint({ ticketId, teams }, ctx),
        });
      }

      let state: AssignState;
      try {
        state = await codec.verify(raw, ctx);
      } catch {
        return { content: [{ type: 'text', text: 'This request has expired, please start again.' }], isError: true };
      }
      // plain ids, not secrets: a normal comparison is what we want here
      if (state.ticketId !== ticketId) {
        return { content: [{ type: 'text', text: 'State belongs to a different ticket.' }], isError: true };
      }

      const answer = acceptedContent<{ team: string }>(ctx.mcpReq.inputResponses, 'team');
      if (!answer || !state.teams.includes(answer.team)) {
        return { content: [{ type: 'text', text: 'No team chosen; nothing changed.' }] };
      }
      const ticket = await helpdesk.assign(ticketId, answer.team);
      return { content: [{ type: 'text', text: `${ticket.id} now belongs to ${ticket.team}.` }] };
    },
  );
}
