import { getTicket, markChanged, updateTicket } from '../zendesk.js';
import { StateRefused, issueState, redeemState } from '../security/state-tokens.js';

const TOOL = 'close_ticket';

export const text = (value) => ({ content: [{ type: 'text', text: value }] });
export const refusal = (reason) => ({
  isError: true,
  content: [{ type: 'text', text: `I can't continue from that answer (${reason}). Please run the tool again.` }],
});

export const definition = {
  name: TOOL,
  description: 'Solve and close a ticket with a resolution note. Asks for confirmation.',
  inputSchema: {
    type: 'object',
    properties: {
      ticketId: { type: 'integer', minimum: 1 },
      resolution: { type: 'string', minLength: 3, maxLength: 2000 },
      notifyRequester: { type: 'boolean', default: true },
    },
    required: ['ticketId', 'resolution'],
  },
  annotations: { destructiveHint: true },
};

/** stable JSON for comparing argument objects (not secret, a plain comparison is fine) */
const canonical = (value) => JSON.stringify(value, Object.keys(value).sort());

export async function handler(args, { userId, requestState, inputResponses }) {
  const confirmedArgs = {
    ticketId: args.ticketId,
    resolution: args.resolution,
    notifyRequester: args.notifyRequester ?? true,
  };
  const binding = { userId, tool: TOOL };

  if (!requestState) {
    const ticket = await getTicket(confirmedArgs.ticketId);
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Close #${ticket.id} "${ticket.subject}" with:\n\n${confirmedArgs.resolution}\n\n${
              confirmedArgs.notifyRequester ? 'The requester will be emailed.' : 'The requester will not be notified.'
            }`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          },
        },
      },
      requestState: issueState({ args: confirmedArgs }, binding),
    };
  }

  let state;
  try {
    state = await redeemState(requestState, binding);
  } catch (err) {
    if (err instanceof StateRefused) return refusal(err.reason);
    throw err;
  }
  if (canonical(state.args) !== canonical(confirmedArgs)) return refusal('the arguments changed');
  if (inputResponses?.confirm?.action !== 'accept' || inputResponses.confirm.content?.confirm !== true) {
    return text('Ticket left open.');
  }

  await updateTicket(state.args.ticketId, {
    status: 'solved',
    comment: { body: state.args.resolution, public: state.args.notifyRequester },
  });
  markChanged(state.args.ticketId);
  return text(`Ticket #${state.args.ticketId} solved.`);
}
