// Builders for tool results, including the hand-made input_required shape carried in _meta.
'use strict';

function text(message) {
  return { content: [{ type: 'text', text: message }] };
}

function toolError(message) {
  return { content: [{ type: 'text', text: message }], isError: true };
}

function elicit(message, properties, required) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

function inputRequired(inputRequests, requestState) {
  return {
    content: [{ type: 'text', text: 'More input is needed to continue.' }],
    _meta: { resultType: 'input_required', inputRequests, requestState },
  };
}

function roundInfo(request) {
  const meta = request.params._meta || {};
  return { requestState: meta.requestState, inputResponses: meta.inputResponses || {} };
}

module.exports = { text, toolError, elicit, inputRequired, roundInfo };
