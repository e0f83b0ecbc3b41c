'use strict';

const jwt = require('jsonwebtoken');
const zendesk = require('../services/zendesk');

const NAME = 'summarize_ticket';

const TEMPLATES = {
  customer: 'Write a short, friendly status update for the customer.',
  internal: 'Write a terse internal handover note for the next agent.',
  incident: 'Summarize impact, timeline and next steps for the incident channel.',
};

module.exports = {
  definition: {
    name: NAME,
    description: 'Summarize a ticket using one of the house templates.',
    inputSchema: {
      type: 'object',
      properties: { ticketId: { type: 'integer' } },
      required: ['ticketId'],
    },
    annotations: { readOnlyHint: true },
  },

  async call(params, { auth, locator }) {
    const stateTokens = locator.get('stateTokens');

    if (params.requestState) {
      // Our own token from round one; we only need the ticket id back out of it.
      const previous = jwt.decode(params.requestState); // expect: require-sealed-state
      const answer = (params.inputResponses || {}).template;
      if (previous && previous.stage === 'pick_template' && answer && answer.action === 'accept') {
        const ticket = await zendesk.getTicket(auth.upstreamToken, previous.ticketId);
        const instructions = TEMPLATES[answer.content.template] || TEMPLATES.internal;
        return {
          content: [
            { type: 'text', text: `${instructions}\n\n# ${ticket.subject}\n\n${ticket.description}` },
          ],
        };
      }
      return { content: [{ type: 'text', text: 'Summary cancelled.' }] };
    }

    const { ticketId } = params.arguments || {};
    const requestState = await stateTokens.signAsync({ tool: NAME, stage: 'pick_template', ticketId }, auth.userId);
    return {
      resultType: 'input_required',
      inputRequests: {
        template: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: 'Which summary do you need?',
            requestedSchema: {
              type: 'object',
              properties: { template: { type: 'string', enum: Object.keys(TEMPLATES) } },
              required: ['template'],
            },
          },
        },
      },
      requestState,
    };
  },
};
