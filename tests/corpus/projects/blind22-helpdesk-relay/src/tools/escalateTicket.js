'use strict';

const helpdesk = require('../services/helpdesk');
const { stateService } = require('../services/stateService');
const { isExpired } = require('../util/time');

const NAME = 'escalate_ticket';

const definition = {
  name: NAME,
  description: 'Pages the on-call engineer for a support ticket after the user confirms and gives a reason.',
  inputSchema: {
    type: 'object',
    properties: {
      ticketId: { type: 'string' },
      priority: { type: 'string', enum: ['high', 'urgent'] },
    },
    required: ['ticketId'],
  },
  annotations: { destructiveHint: false, openWorldHint: true },
};

const reply = (text, isError = false) => ({ content: [{ type: 'text', text }], isError });

async function handle(params, extra) {
  const args = params.arguments || {};
  const userId = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
  if (!userId) return reply('You need to sign in to escalate tickets.', true);

  if (!params.requestState) {
    const ticket = await helpdesk.getTicket(args.ticketId);
    return {
      resultType: 'input_required',
      inputRequests: {
        reason: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Page on-call for #${ticket.id} "${ticket.subject}"?`,
            requestedSchema: {
              type: 'object',
              properties: { reason: { type: 'string', title: 'Why is this urgent?', minLength: 10 } },
              required: ['reason'],
            },
          },
        },
      },
      requestState: stateService.seal({
        sub: userId,
        tool: NAME,
        ticketId: String(ticket.id),
        priority: args.priority || 'high',
      }),
    };
  }

  const envelope = stateService.open(params.requestState); // expect: require-state-binding
  if (!envelope || envelope.sub !== userId || envelope.tool !== NAME || envelope.ticketId !== String(args.ticketId)) {
    return reply('That confirmation does not belong to this request.', true);
  }
  if (isExpired(envelope)) return reply('That confirmation has expired, please start again.', true);

  const answer = params.inputResponses && params.inputResponses.reason;
  if (!answer || answer.action !== 'accept') return reply('Escalation cancelled.');

  await helpdesk.page({
    ticketId: envelope.ticketId,
    priority: envelope.priority,
    reason: answer.content.reason,
    requestedBy: userId,
  });
  return reply(`On-call has been paged for #${envelope.ticketId}.`);
}

module.exports = { name: NAME, definition, handle };
