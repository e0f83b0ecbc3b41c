'use strict';

const { argsDigest } = require('../lib/canonical');

const TOOL = 'close_ticket';

const definition = {
  name: TOOL,
  description: 'Close a ticket with a resolution, optionally notifying the customer. Asks for confirmation.',
  inputSchema: {
    type: 'object',
    properties: {
      ticketId: { type: 'string' },
      resolution: { type: 'string', enum: ['fixed', 'wont_fix', 'duplicate', 'no_response'] },
      notifyCustomer: { type: 'boolean', default: true },
      linkedIds: { type: 'array', items: { type: 'string' }, default: [] },
    },
    required: ['ticketId', 'resolution'],
  },
  annotations: { destructiveHint: true },
};

const text = (t, isError = false) => ({ isError, content: [{ type: 'text', text: t }] });

module.exports = function closeTicketTool({ helpdesk, stateSeal }) {
  const digestOf = (args) =>
    argsDigest(TOOL, { notifyCustomer: true, linkedIds: [], ...args }, { unorderedLists: ['linkedIds'] });

  async function call(params, ctx) {
    const args = params.arguments ?? {};
    const binding = { sub: ctx.userId, tool: TOOL };

    if (!params.requestState) {
      const ticket = await helpdesk.ticket(args.ticketId);
      const mayClose = ticket.assignee === ctx.userId || ctx.scopes.includes('tickets:admin');
      if (!mayClose) return text(`Ticket ${ticket.key} is assigned to someone else.`, true);
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Close ${ticket.key} "${ticket.subject}" as ${args.resolution}${args.notifyCustomer === false ? '' : ' and e-mail the customer'}?`,
              requestedSchema: { type: 'object', properties: { close: { type: 'boolean' } }, required: ['close'] },
            },
          },
        },
        requestState: stateSeal.seal({ ticketId: args.ticketId, etag: ticket.etag, digest: digestOf(args) }, binding),
      };
    }

    const claims = stateSeal.open(params.requestState, binding);
    if (!claims) return text('Invalid or expired requestState', true);
    if (claims.digest !== digestOf(args)) return text('The arguments changed since you confirmed; start again.', true);

    const answer = params.inputResponses?.confirm;
    if (answer?.action !== 'accept' || answer.content?.close !== true) return text('Ticket left open.');

    const ticket = await helpdesk.ticket(claims.ticketId);
    if (ticket.etag !== claims.etag) return text(`${ticket.key} changed while you were confirming; please review it again.`, true);

    await helpdesk.close(
      claims.ticketId,
      { resolution: args.resolution, notifyCustomer: args.notifyCustomer !== false, linkedIds: args.linkedIds ?? [] },
      ctx.userId,
    );
    return text(`Closed ${ticket.key}.`);
  }

  return { definition, call };
};
