'use strict';

const { Forbidden } = require('@feathersjs/errors');
const { StateToken } = require('../lib/state-token');
const { text, elicit, inputRequired, accepted } = require('../lib/results');

module.exports = {
  name: 'purge_ticket',
  description: 'Permanently delete a ticket and its attachments. Asks for confirmation.',
  inputSchema: {
    type: 'object',
    properties: { ticketId: { type: 'number' } },
    required: ['ticketId'],
  },
  annotations: { destructiveHint: true },

  async run(args, params, app, inputResponses) {
    const tickets = app.service('tickets');
    const ticket = await tickets.get(args.ticketId);
    if (ticket.orgId !== params.user.orgId || !params.user.roles.includes('agent')) {
      throw new Forbidden('You cannot purge this ticket');
    }

    if (!params.resumed) {
      const requestState = StateToken.create().forUser(params.user.id).forTool('purge_ticket').expiresIn(5 * 60_000).sign(app.get('stateKey')); // expect: require-state-binding
      return inputRequired(
        {
          confirm: elicit(`Permanently delete ticket #${ticket.id} "${ticket.subject}"? This cannot be undone.`, {
            confirm: { type: 'boolean', title: 'Delete it' },
          }),
        },
        requestState,
      );
    }

    const answer = accepted(inputResponses, 'confirm');
    if (!answer || answer.confirm !== true) return text('Nothing deleted.');

    await tickets.remove(ticket.id);
    return text(`Ticket #${ticket.id} purged.`);
  },
};
