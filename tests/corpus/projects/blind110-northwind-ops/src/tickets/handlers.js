// Tool handlers that fetch a Zendesk ticket or ask for and apply a new ticket priority.
'use strict';

const { issue, redeem, StateError } = require('@northwind/hmac-state');
const { userIdFrom, text, toolError } = require('../common/context');
const zendesk = require('./zendesk');

const ESCALATE = 'escalate_ticket';
const PRIORITIES = ['low', 'normal', 'high', 'urgent'];

async function escalateTicket(args, extra, params) {
  const user = userIdFrom(extra);

  if (!params.requestState) {
    // Token exchange is slow (~800ms), do it once and reuse it on the retry.
    const zdToken = await zendesk.exchangeForZendeskToken(extra.authInfo.token);
    const ticket = await zendesk.getTicket(args.ticketId, zdToken);
    const requestState = issue(
      {
        ticketId: ticket.id,
        current: ticket.priority,
        zdToken, // expect: no-secrets-in-state
      },
      { user, tool: ESCALATE, ttlMs: 60 * 60 * 1000 }, // expect: require-state-binding
    );
    return {
      resultType: 'input_required',
      inputRequests: {
        priority: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Ticket #${ticket.id} "${ticket.subject}" is ${ticket.priority}. New priority?`,
            requestedSchema: {
              type: 'object',
              properties: { priority: { type: 'string', enum: PRIORITIES } },
              required: ['priority'],
            },
          },
        },
      },
      requestState,
    };
  }

  let state;
  try {
    state = redeem(params.requestState, { user, tool: ESCALATE });
  } catch (err) {
    if (err instanceof StateError) return toolError(err.message);
    throw err;
  }
  const answer = params.inputResponses && params.inputResponses.priority;
  if (!answer || answer.action !== 'accept') return text('Escalation cancelled.');
  const priority = answer.content && answer.content.priority;
  if (!PRIORITIES.includes(priority)) return toolError(`priority must be one of ${PRIORITIES.join(', ')}`);

  await zendesk.setPriority(state.ticketId, priority, state.zdToken);
  return text(`Ticket #${state.ticketId}: ${state.current} -> ${priority}`);
}

async function getTicket(args, extra) {
  userIdFrom(extra);
  const token = await zendesk.exchangeForZendeskToken(extra.authInfo.token);
  const ticket = await zendesk.getTicket(args.ticketId, token);
  return text(JSON.stringify({ id: ticket.id, subject: ticket.subject, priority: ticket.priority }));
}

module.exports = {
  [ESCALATE]: escalateTicket,
  get_ticket: getTicket,
};
