// Defines the close_ticket tool, which asks for confirmation before closing with a resolution note.
'use strict';

var helpdesk = require('../helpdesk');
var stateToken = require('../lib/stateToken');

var TOOL = 'close_ticket';

var definition = {
  name: TOOL,
  description: 'Close a helpdesk ticket with a resolution note. Asks the user to confirm first.',
  inputSchema: {
    type: 'object',
    properties: {
      ticketId: { type: 'string' },
      resolution: { type: 'string', enum: ['fixed', 'wontfix', 'duplicate', 'invalid'] }
    },
    required: ['ticketId', 'resolution']
  },
  annotations: { destructiveHint: true }
};

function toolError(text) {
  return { isError: true, content: [{ type: 'text', text: text }] };
}

function askForConfirmation(userId, args) {
  return helpdesk.lookupAccount(userId).then(function (account) {
    return helpdesk.getTicket(account.apiKey, args.ticketId).then(function (ticket) {
      // keep the per-user key in the state so round two doesn't need another
      // round trip to the accounts endpoint
      var state = stateToken.seal({
        ticketId: args.ticketId,
        resolution: args.resolution,
        apiKey: account.apiKey // expect: no-secrets-in-state
      }, userId, TOOL);

      return {
        resultType: 'input_required',
        inputRequests: {
          confirm_close: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: 'Close ticket #' + ticket.number + ' "' + ticket.subject + '" as ' + args.resolution + '?',
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Yes, close it' } },
                required: ['confirm']
              }
            }
          }
        },
        requestState: state
      };
    });
  });
}

function handle(params, userId) {
  var args = params.arguments || {};
  if (!params.requestState) {
    return askForConfirmation(userId, args);
  }

  var state = stateToken.open(params.requestState, userId, TOOL);
  if (!state) return Promise.resolve(toolError('Invalid or expired requestState'));
  if (state.ticketId !== args.ticketId || state.resolution !== args.resolution) {
    return Promise.resolve(toolError('Arguments changed since confirmation was requested'));
  }

  var answer = params.inputResponses && params.inputResponses.confirm_close;
  if (!answer || answer.action !== 'accept' || !answer.content || answer.content.confirm !== true) {
    return Promise.resolve({ content: [{ type: 'text', text: 'Cancelled, ticket left open.' }] });
  }

  return helpdesk.closeTicket(state.apiKey, state.ticketId, state.resolution).then(function () {
    return { content: [{ type: 'text', text: 'Ticket ' + state.ticketId + ' closed (' + state.resolution + ').' }] };
  });
}

module.exports = { definition: definition, handle: handle };
