'use strict';

const { snapshotRequester, displayName } = require('../lib/continuation');
const zendesk = require('../services/zendesk');

const NAME = 'escalate_ticket';

module.exports = {
  definition: {
    name: NAME,
    description: 'Escalate a ticket to another support group, asking the agent for group and priority.',
    inputSchema: {
      type: 'object',
      properties: { ticketId: { type: 'integer' } },
      required: ['ticketId'],
    },
  },

  async call(params, { auth, locator }) {
    const stateTokens = locator.get('stateTokens');
    const { ticketId } = params.arguments || {};

    if (!params.requestState) {
      const ticket = await zendesk.getTicket(auth.upstreamToken, ticketId);
      const claims = { tool: NAME, ticketId: ticket.id, requester: snapshotRequester(auth) };
      const requestState = await stateTokens.signAsync(claims, auth.userId);
      return {
        resultType: 'input_required',
        inputRequests: {
          escalation: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Escalate #${ticket.id} "${ticket.subject}"?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  groupId: { type: 'integer', title: 'Target group' },
                  priority: { type: 'string', enum: ['normal', 'high', 'urgent'] },
                },
                required: ['groupId', 'priority'],
              },
            },
          },
        },
        requestState,
      };
    }

    let claims;
    try {
      claims = await stateTokens.verifyAsync(params.requestState, auth.userId);
    } catch (err) {
      return { content: [{ type: 'text', text: `Invalid or expired requestState: ${err.message}` }], isError: true };
    }
    if (claims.tool !== NAME || claims.ticketId !== ticketId) {
      return { content: [{ type: 'text', text: 'requestState does not match this call' }], isError: true };
    }

    const answer = (params.inputResponses || {}).escalation;
    if (!answer || answer.action !== 'accept') {
      return { content: [{ type: 'text', text: 'Escalation cancelled.' }] };
    }

    const patch = {
      group_id: answer.content.groupId,
      priority: answer.content.priority,
      comment: { body: `Escalated by ${displayName(claims.requester)} via assistant`, public: false },
    };

    return new Promise((resolve) => {
      zendesk.updateTicket(claims.requester.zendeskToken, claims.ticketId, patch, (err, updated) => {
        if (err) {
          resolve({ content: [{ type: 'text', text: `Zendesk refused the update: ${err.message}` }], isError: true });
        } else {
          resolve({ content: [{ type: 'text', text: `Ticket #${updated.id} is now in group ${updated.group_id}.` }] });
        }
      });
    });
  },
};
