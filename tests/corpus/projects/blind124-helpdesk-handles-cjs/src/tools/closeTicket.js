// Implements close_ticket, which asks the user to confirm before closing a ticket.
'use strict';

const { argsDigest } = require('../digest');

const NAME = 'close_ticket';

const definition = {
  name: NAME,
  description: 'Close a ticket with a resolution note. Notifies the requester; cannot be undone from here.',
  inputSchema: {
    type: 'object',
    properties: {
      ticketId: { type: 'string' },
      resolution: { type: 'string', maxLength: 2000 },
    },
    required: ['ticketId', 'resolution'],
  },
  annotations: { destructiveHint: true },
};

function makeCloseTicket({ store, helpdesk }) {
  return async function closeTicket(params, userId) {
    const args = params.arguments || {};

    if (!params.requestState) {
      const ticket = await helpdesk.getTicket(args.ticketId);
      const handle = store.create({ userId, tool: NAME, digest: argsDigest(NAME, args) });
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm_close: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Close #${ticket.number} "${ticket.subject}" and email ${ticket.requesterName}?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean' } },
                required: ['confirm'],
              },
            },
          },
        },
        requestState: handle,
      };
    }

    const record = store.take(params.requestState);
    const sameRequest =
      record !== null &&
      record.userId === userId &&
      record.tool === NAME &&
      record.digest === argsDigest(NAME, args);
    if (!sameRequest) {
      return { isError: true, content: [{ type: 'text', text: 'This confirmation is no longer valid. Please retry.' }] };
    }

    const reply = params.inputResponses && params.inputResponses.confirm_close;
    if (!reply || reply.action !== 'accept' || !reply.content || reply.content.confirm !== true) {
      return { content: [{ type: 'text', text: 'Left the ticket open.' }] };
    }

    await helpdesk.closeTicket(args.ticketId, args.resolution, userId);
    return { content: [{ type: 'text', text: `Ticket ${args.ticketId} closed.` }] };
  };
}

module.exports = { definition, makeCloseTicket };
