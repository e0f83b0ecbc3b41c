// Helpers for multi round-trip tool calls on the 1.x SDK, which has no built-in support for them.
'use strict';

function incomingState(request) {
  const params = request.params || {};
  if (typeof params.requestState === 'string') return params.requestState;
  const meta = params._meta || {};
  return typeof meta.requestState === 'string' ? meta.requestState : undefined;
}

function accepted(request, key) {
  const responses = (request.params && request.params.inputResponses) || {};
  const response = responses[key];
  return response && response.action === 'accept' ? response.content || {} : undefined;
}

function elicit(message, properties, required) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

function inputRequired(inputRequests, requestState) {
  return { resultType: 'input_required', inputRequests, requestState };
}

function text(t, extra) {
  return { content: [{ type: 'text', text: t }], ...extra };
}

function failure(t) {
  return { content: [{ type: 'text', text: t }], isError: true };
}

module.exports = { incomingState, accepted, elicit, inputRequired, text, failure };
