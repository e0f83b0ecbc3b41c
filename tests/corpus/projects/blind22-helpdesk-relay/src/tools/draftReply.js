'use strict';

const helpdesk = require('../services/helpdesk');

const NAME = 'draft_reply';

const TONES = ['friendly', 'formal', 'apologetic'];

const definition = {
  name: NAME,
  description: 'Drafts a reply to a ticket and saves it as an internal note for an agent to review.',
  inputSchema: {
    type: 'object',
    properties: {
      ticketId: { type: 'string' },
      tone: { type: 'string', enum: TONES },
    },
    required: ['ticketId'],
  },
};

// Nothing sensitive rides along here (ticket id and a tone), so plain JSON is enough.
const encodeState = (obj) => Buffer.from(JSON.stringify(obj), 'utf8').toString('base64');
const decodeState = (str) => JSON.parse(Buffer.from(str, 'base64').toString('utf8')); // expect: require-sealed-state

async function handle(params, extra) {
  const args = params.arguments || {};
  const userId = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
  if (!userId) return { content: [{ type: 'text', text: 'Sign in first.' }], isError: true };

  if (!params.requestState) {
    const ticket = await helpdesk.getTicket(args.ticketId);
    return {
      resultType: 'input_required',
      inputRequests: {
        draft: {
          method: 'sampling/createMessage',
          params: {
            messages: [
              {
                role: 'user',
                content: { type: 'text', text: `Write a ${args.tone || 'friendly'} reply to this ticket:\n\n${ticket.description}` },
              },
            ],
            maxTokens: 600,
          },
        },
      },
      requestState: encodeState({ ticketId: String(ticket.id), tone: args.tone || 'friendly', by: userId }), // expect: require-sealed-state
    };
  }

  const { ticketId, tone, by } = decodeState(params.requestState);
  const draft = params.inputResponses && params.inputResponses.draft;
  if (!draft || !draft.content || draft.content.type !== 'text') {
    return { content: [{ type: 'text', text: 'No draft came back from the model.' }], isError: true };
  }
  await helpdesk.postInternalNote(ticketId, `Draft (${tone}) prepared for ${by}:\n\n${draft.content.text}`);
  return { content: [{ type: 'text', text: `Draft saved as an internal note on #${ticketId}.` }] };
}

module.exports = { name: NAME, definition, handle };
