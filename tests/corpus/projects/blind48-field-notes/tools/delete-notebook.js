'use strict';

var store = require('../lib/notes-store');
var state = require('../lib/state');

var TOOL = 'delete_notebook';

exports.definition = {
  name: TOOL,
  description: 'Move a notebook to the trash. Asks the user to confirm, showing how many notes it holds.',
  inputSchema: {
    type: 'object',
    properties: { notebookId: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,63}$' } },
    required: ['notebookId'],
    additionalProperties: false
  },
  annotations: { destructiveHint: true, idempotentHint: false }
};

function refuse(reason) {
  var why = {
    expired: 'the confirmation took too long',
    signature: 'the confirmation was altered',
    args: 'the confirmation was for another notebook'
  }[reason] || 'the confirmation is not valid here';
  return { isError: true, content: [{ type: 'text', text: 'Not deleted: ' + why + '. Ask again.' }] };
}

exports.run = function (params) {
  var userId = state.whoami();
  var args = params.arguments || {};
  var notebookId = args.notebookId;
  var binding = { userId: userId, tool: TOOL, args: { notebookId: notebookId } };

  if (!params.requestState) {
    return store.load(notebookId).then(function (nb) {
      if (!nb) return { isError: true, content: [{ type: 'text', text: 'No notebook "' + notebookId + '".' }] };
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: 'Move "' + nb.title + '" (' + nb.notes.length + ' notes) to the trash?',
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] }
            }
          }
        },
        requestState: state.seal({ notebookId: notebookId, revision: nb.revision }, binding)
      };
    });
  }

  var opened = state.open(params.requestState, binding);
  if (!opened.ok) return Promise.resolve(refuse(opened.reason));

  var answer = params.inputResponses && params.inputResponses.confirm;
  if (!answer || answer.action !== 'accept' || !answer.content || answer.content.confirm !== true) {
    return Promise.resolve({ content: [{ type: 'text', text: 'Kept.' }] });
  }

  var sealed = opened.state;
  return store.unchangedSince(sealed.notebookId, sealed.revision).then(function (same) {
    if (!same) return { isError: true, content: [{ type: 'text', text: 'The notebook changed since you confirmed; ask again.' }] };
    return store.trash(sealed.notebookId).then(function () {
      return { content: [{ type: 'text', text: 'Moved "' + sealed.notebookId + '" to the trash.' }] };
    });
  });
};
