'use strict';

var upstream = require('../lib/upstream');
var roundState = require('../lib/round-state');
var respond = require('../lib/respond');

var NAME = 'close_ticket';

exports.definition = {
  name: NAME,
  title: 'Close ticket',
  description: 'Mark a Zendesk ticket as solved with an internal note. Asks the agent to confirm first.',
  inputSchema: {
    type: 'object',
    properties: {
      ticketId: { type: 'integer', description: 'Zendesk ticket number' },
      resolution: { type: 'string', description: 'Internal note explaining the resolution' }
    },
    required: ['ticketId', 'resolution']
  },
  annotations: { destructiveHint: true, idempotentHint: true }
};

exports.call = function (params, extra) {
  var auth = extra.authInfo;
  var userId = auth.extra.userId;
  var args = params.arguments || {};
  var token = respond.stateFrom(params);

  if (!token) {
    return upstream.getTicket(auth.token, args.ticketId).then(function (ticket) {
      if (!ticket) return respond.fail('Ticket #' + args.ticketId + ' not found.');
      if (ticket.status === 'solved' || ticket.status === 'closed') {
        return respond.text('Ticket #' + ticket.id + ' is already ' + ticket.status + '.');
      }
      var question = 'Close #' + ticket.id + ' "' + ticket.subject + '" (requester ' + ticket.requester_id + ') as solved?';
      return respond.needInput(
        { confirm: respond.confirm(question) },
        roundState.pack({ step: 'confirm', subject: ticket.subject }, userId, NAME) // expect: require-state-binding
      );
    });
  }

  var state = roundState.unpack(token, userId, NAME);
  if (!state) return Promise.resolve(respond.fail('That confirmation expired or is not valid any more. Please ask again.'));

  var answer = params.inputResponses && params.inputResponses.confirm;
  if (!answer || answer.action !== 'accept' || !answer.content || answer.content.confirm !== true) {
    return Promise.resolve(respond.text('OK, leaving "' + state.subject + '" open.'));
  }

  return upstream.solveTicket(auth.token, args.ticketId, args.resolution).then(function () {
    return respond.text('Solved #' + args.ticketId + '.');
  });
};
