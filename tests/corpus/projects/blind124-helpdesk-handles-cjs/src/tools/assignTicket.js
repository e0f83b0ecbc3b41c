// Implements assign_ticket, letting the user pick an agent when several match.
'use strict';

const NAME = 'assign_ticket';

const definition = {
  name: NAME,
  description: 'Assign a ticket. If the assignee is ambiguous, asks the user to pick one.',
  inputSchema: {
    type: 'object',
    properties: { ticketId: { type: 'string' }, assignee: { type: 'string' } },
    required: ['ticketId', 'assignee'],
  },
};

function makeAssignTicket({ store, helpdesk }) {
  return async function assignTicket(params, userId) {
    const args = params.arguments || {};
    let candidates;

    if (params.requestState) {
      const record = store.take(params.requestState);
      if (!record || record.userId !== userId || record.tool !== NAME || record.ticketId !== args.ticketId) {
        return { isError: true, content: [{ type: 'text', text: 'Selection expired; ask again.' }] };
      }
      const pick = params.inputResponses && params.inputResponses.pick_agent;
      const chosen = pick && pick.action === 'accept' && pick.content && pick.content.agentId;
      if (!chosen || !record.candidates.includes(chosen)) {
        return { content: [{ type: 'text', text: 'No agent selected; ticket unchanged.' }] };
      }
      await helpdesk.assign(args.ticketId, chosen, userId);
      return { content: [{ type: 'text', text: `Assigned ${args.ticketId} to ${chosen}.` }] };
    }

    candidates = await helpdesk.searchAgents(args.assignee);
    if (candidates.length === 1) {
      await helpdesk.assign(args.ticketId, candidates[0].id, userId);
      return { content: [{ type: 'text', text: `Assigned ${args.ticketId} to ${candidates[0].name}.` }] };
    }
    if (candidates.length === 0) {
      return { isError: true, content: [{ type: 'text', text: `No agent matches "${args.assignee}".` }] };
    }

    const handle = store.create({
      userId,
      tool: NAME,
      ticketId: args.ticketId,
      candidates: candidates.map((c) => c.id),
    });
    return {
      resultType: 'input_required',
      inputRequests: {
        pick_agent: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Several agents match "${args.assignee}". Which one?`,
            requestedSchema: {
              type: 'object',
              properties: {
                agentId: { type: 'string', enum: candidates.map((c) => c.id), enumNames: candidates.map((c) => c.name) },
              },
              required: ['agentId'],
            },
          },
        },
      },
      requestState: handle,
    };
  };
}

module.exports = { definition, makeAssignTicket };
