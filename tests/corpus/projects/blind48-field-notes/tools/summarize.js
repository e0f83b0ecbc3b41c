'use strict';

var store = require('../lib/notes-store');
var state = require('../lib/state');

var TOOL = 'summarize_notebook';
var MAX_TOKENS = 800;

exports.definition = {
  name: TOOL,
  description: 'Ask the assistant\'s model for a summary of a notebook and append it as a new note.',
  inputSchema: {
    type: 'object',
    properties: { notebookId: { type: 'string' } },
    required: ['notebookId']
  },
  annotations: { destructiveHint: false }
};

// Rough count, good enough to warn about huge notebooks (~4 chars per token for English).
function estimateTokens(notes) {
  return Math.ceil(notes.reduce(function (n, note) { return n + note.title.length + note.body.length; }, 0) / 4);
}

exports.run = function (params) {
  var binding = { userId: state.whoami(), tool: TOOL };

  if (!params.requestState) {
    var notebookId = (params.arguments || {}).notebookId;
    return store.load(notebookId).then(function (nb) {
      if (!nb) return { isError: true, content: [{ type: 'text', text: 'No notebook "' + notebookId + '".' }] };
      var text = nb.notes.map(function (n) { return '## ' + n.title + '\n' + n.body; }).join('\n\n');
      var tokenCount = estimateTokens(nb.notes);
      return {
        resultType: 'input_required',
        inputRequests: {
          summary: {
            method: 'sampling/createMessage',
            params: {
              systemPrompt: 'Summarize these research notes in at most 10 bullet points. Keep citations.',
              messages: [{ role: 'user', content: { type: 'text', text: text } }],
              maxTokens: MAX_TOKENS,
              includeContext: 'none'
            }
          }
        },
        requestState: state.seal({ notebookId: notebookId, tokenCount: tokenCount, maxTokens: MAX_TOKENS }, binding)
      };
    });
  }

  var opened = state.open(params.requestState, binding);
  if (!opened.ok) {
    return Promise.resolve({ isError: true, content: [{ type: 'text', text: 'Summary request expired (' + opened.reason + ').' }] });
  }
  var reply = params.inputResponses && params.inputResponses.summary;
  if (!reply || !reply.content || reply.content.type !== 'text') {
    return Promise.resolve({ isError: true, content: [{ type: 'text', text: 'The model returned no text.' }] });
  }

  var job = opened.state;
  var note = {
    title: 'Summary (' + new Date().toISOString().slice(0, 10) + ')',
    body: reply.content.text,
    generatedBy: reply.model || 'unknown model',
    sourceTokens: job.tokenCount
  };
  return store.append(job.notebookId, [note]).then(function () {
    return { content: [{ type: 'text', text: note.body }] };
  });
};
