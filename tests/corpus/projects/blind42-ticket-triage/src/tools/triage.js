import { getComments, getTicket, listGroups, markChanged, updateTicket } from '../zendesk.js';
import { StateRefused, issueState, redeemState } from '../security/state-tokens.js';
import { refusal, text } from './close-ticket.js';

const TOOL = 'triage_ticket';
const MAX_TOKENS = 6_000;

export const definition = {
  name: TOOL,
  description: 'Show a ticket with its latest comments and let the user set priority and group.',
  inputSchema: {
    type: 'object',
    properties: { ticketId: { type: 'integer', minimum: 1 } },
    required: ['ticketId'],
  },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
};

const roughTokens = (s) => Math.ceil(s.length / 4);

function render(ticket, comments) {
  const lines = comments.map((c) => `— ${c.created_at.slice(0, 16)} ${c.public ? '' : '(internal) '}${c.plain_body.slice(0, 400)}`);
  return `#${ticket.id} ${ticket.subject}\nstatus ${ticket.status}, priority ${ticket.priority ?? 'none'}\n\n${lines.join('\n')}`;
}

function askClassification(summary, groups, hasOlder, requestState) {
  return {
    resultType: 'input_required',
    inputRequests: {
      classify: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message: summary,
          requestedSchema: {
            type: 'object',
            properties: {
              priority: { type: 'string', enum: ['low', 'normal', 'high', 'urgent'] },
              groupId: { type: 'string', enum: groups.map((g) => g.id), enumNames: groups.map((g) => g.name) },
              ...(hasOlder ? { showOlder: { type: 'boolean', title: 'Show older comments first' } } : {}),
            },
            required: ['priority', 'groupId'],
          },
        },
      },
    },
    requestState,
  };
}

export async function handler({ ticketId }, { userId, requestState, inputResponses }) {
  const binding = { userId, tool: TOOL };

  if (!requestState) {
    const [ticket, page, groups] = await Promise.all([getTicket(ticketId), getComments(ticketId), listGroups()]);
    const summary = render(ticket, page.comments);
    const state = {
      ticketId,
      groupIds: groups.map((g) => g.id),
      afterCursor: page.afterCursor, // Zendesk paging cursor
      tokenCount: roughTokens(summary),
      maxTokens: MAX_TOKENS,
    };
    return askClassification(summary, groups, Boolean(page.afterCursor), issueState(state, binding));
  }

  let state;
  try {
    state = await redeemState(requestState, binding);
  } catch (err) {
    if (err instanceof StateRefused) return refusal(err.reason);
    throw err;
  }
  if (state.ticketId !== ticketId) return refusal('a different ticket');

  const answer = inputResponses?.classify;
  if (answer?.action !== 'accept') return text('Triage cancelled.');
  const { priority, groupId, showOlder } = answer.content ?? {};

  if (showOlder && state.afterCursor && state.tokenCount < state.maxTokens) {
    const [ticket, page, groups] = await Promise.all([
      getTicket(ticketId),
      getComments(ticketId, state.afterCursor),
      listGroups(),
    ]);
    const summary = render(ticket, page.comments);
    const next = { ...state, groupIds: groups.map((g) => g.id), afterCursor: page.afterCursor, tokenCount: state.tokenCount + roughTokens(summary) };
    return askClassification(summary, groups, Boolean(page.afterCursor), issueState(next, binding));
  }

  if (!state.groupIds.includes(groupId)) return refusal('unknown group');
  await updateTicket(ticketId, { priority, group_id: Number(groupId) });
  markChanged(ticketId);
  return text(`Ticket #${ticketId}: priority ${priority}, group ${groupId}.`);
}
