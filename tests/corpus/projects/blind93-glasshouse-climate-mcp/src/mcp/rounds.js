// Helpers for multi round-trip results on SDK 1.x, which has no built-in support for them.
'use strict';

function needInput(inputRequests, requestState, note) {
  return {
    resultType: 'input_required',
    inputRequests,
    requestState,
    content: [{ type: 'text', text: note }],
    _meta: { requestState },
  };
}

function elicit(message, properties, required) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message,
      requestedSchema: { type: 'object', properties, required: required || Object.keys(properties) },
    },
  };
}

function stateOf(params) {
  if (typeof params.requestState === 'string') return params.requestState;
  return params._meta && typeof params._meta.requestState === 'string' ? params._meta.requestState : undefined;
}

function responsesOf(params) {
  return params.inputResponses || (params._meta && params._meta.inputResponses) || {};
}

function accepted(params, key) {
  const response = responsesOf(params)[key];
  return response && response.action === 'accept' ? response.content || {} : undefined;
}

function text(message, isError) {
  return { content: [{ type: 'text', text: message }], ...(isError ? { isError: true } : {}) };
}

module.exports = { needInput, elicit, stateOf, accepted, text };
