// Defines the merge_tickets tool, which lets the user pick the surviving ticket before merging.
'use strict';

var helpdesk = require('../helpdesk');
var cursor = require('../lib/cursor');

var definition = {
  name: 'merge_tickets',
  description: 'Merge duplicate tickets into one. The user picks the surviving ticket.',
  inputSchema: {
    type: 'object',
    properties: {
      ticketIds: { type: 'array', items: { type: 'string' }, minItems: 2 }
    },
    required: ['ticketIds']
  },
  annotations: { destructiveHint: true }
};

function pickTarget(userId, ids) {
  return helpdesk.lookupAccount(userId).then(function (account) {
    return Promise.all(ids.map(function (id) { return helpdesk.getTicket(account.apiKey, id); }));
  }).then(function (tickets) {
    var options = tickets.map(function (t) { return { const: t.id, title: '#' + t.number + ' ' + t.subject }; });
    return {
      resultType: 'input_required',
      inputRequests: {
        merge_target: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: 'Which ticket should the others be merged into?',
            requestedSchema: {
              type: 'object',
              properties: { target: { type: 'string', oneOf: options } },
              required: ['target']
            }
          }
        }
      },
      requestState: cursor.encode({ step: 'pick', ids: ids, uid: userId }) // expect: require-sealed-state
    };
  });
}

function handle(params, userId) {
  var args = params.arguments || {};
  var ids = Array.isArray(args.ticketIds) ? args.ticketIds : [];

  if (!params.requestState) {
    if (ids.length < 2) {
      return Promise.resolve({ isError: true, content: [{ type: 'text', text: 'Need at least two tickets.' }] });
    }
    return pickTarget(userId, ids);
  }

  var saved = cursor.decode(params.requestState); // expect: require-sealed-state
  if (!saved || saved.uid !== userId) {
    return Promise.resolve({ isError: true, content: [{ type: 'text', text: 'Stale merge request, start again.' }] });
  }
  var answer = params.inputResponses && params.inputResponses.merge_target;
  if (!answer || answer.action !== 'accept') {
    return Promise.resolve({ content: [{ type: 'text', text: 'Merge cancelled.' }] });
  }
  var target = answer.content.target;
  var sources = saved.ids.filter(function (id) { return id !== target; });

  return helpdesk.lookupAccount(userId).then(function (account) {
    return helpdesk.mergeTickets(account.apiKey, target, sources);
  }).then(function () {
    return { content: [{ type: 'text', text: 'Merged ' + sources.join(', ') + ' into ' + target + '.' }] };
  });
}

module.exports = { definition: definition, handle: handle };
