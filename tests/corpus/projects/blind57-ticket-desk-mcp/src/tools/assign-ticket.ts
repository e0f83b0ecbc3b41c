import { z } from 'zod';
import { exchangeForHelpdesk } from '../auth.js';
import { HelpdeskClient } from '../helpdesk/client.js';
import { answer, form, needInput, text, toolError, type DeskTool } from '../mcp/results.js';
import { readSignedState, signState } from '../state/signed-state.js';

const Args = z.object({
  ticketId: z.string().min(1),
  note: z.string().max(1000).optional(),
});

interface PickAgentRound {
  ticketId: string;
  candidates: string[];
  // the exchanged token is good for ~15 min; reuse it on the second round instead of exchanging twice
  helpdeskAccessToken: string;
}

export const assignTicket: DeskTool = {
  definition: {
    name: 'assign_ticket',
    description: "Assign a ticket to an agent of the ticket's group. Offers the least busy agents to choose from.",
    inputSchema: {
      type: 'object',
      properties: {
        ticketId: { type: 'string' },
        note: { type: 'string', description: 'Optional internal note for the new assignee' },
      },
      required: ['ticketId'],
    },
  },

  async handle(rawArgs, ctx) {
    const { ticketId, note } = Args.parse(rawArgs);

    if (!ctx.requestState) {
      const grant = await exchangeForHelpdesk(ctx.subjectToken);
      const helpdesk = new HelpdeskClient(grant.accessToken);
      const ticket = await helpdesk.getTicket(ticketId);
      const { agents } = await helpdesk.agentsInGroup(ticket.groupId);
      const shortlist = [...agents].sort((a, b) => a.openTickets - b.openTickets).slice(0, 8);
      if (shortlist.length === 0) {
        return toolError(`Nobody in group ${ticket.groupId} can take #${ticket.id}.`);
      }

      const state: PickAgentRound = {
        ticketId: ticket.id,
        candidates: shortlist.map((a) => a.id),
        helpdeskAccessToken: grant.accessToken, // expect: no-secrets-in-state
      };
      return needInput(
        {
          agent: form(
            `Who should take #${ticket.id} "${ticket.subject}"?`,
            {
              agentId: {
                type: 'string',
                title: 'Agent',
                oneOf: shortlist.map((a) => ({ const: a.id, title: `${a.name} (${a.openTickets} open)` })),
              },
            },
            ['agentId'],
          ),
        },
        signState(state, { userId: ctx.userId, tool: 'assign_ticket' }),
      );
    }

    const round = readSignedState<PickAgentRound>(ctx.requestState, { userId: ctx.userId, tool: 'assign_ticket' });
    const picked = answer(ctx.inputResponses, 'agent')?.agentId;
    if (typeof picked !== 'string') {
      return text('No agent picked; the ticket was not reassigned.');
    }
    if (!round.candidates.includes(picked)) {
      return toolError('That agent was not one of the offered choices.');
    }

    const helpdesk = new HelpdeskClient(round.helpdeskAccessToken);
    const updated = await helpdesk.assign(round.ticketId, picked, note);
    return text(`#${updated.id} is now assigned to ${picked}.`);
  },
};
