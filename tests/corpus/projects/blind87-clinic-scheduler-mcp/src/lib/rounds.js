// Helpers for multi round-trip results on SDK 1.x, which has no built-in support for them.
'use strict';

function inputRequired(inputRequests, requestState) {
  return {
    resultType: 'input_required',
    inputRequests,
    content: [],
    _meta: { requestState },
  };
}

function elicit(message, properties, required = Object.keys(properties)) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

function accepted(inputResponses, key) {
  const response = inputResponses && inputResponses[key];
  return response && response.action === 'accept' ? response.content || {} : null;
}

function text(message, isError = false) {
  return { content: [{ type: 'text', text: message }], ...(isError ? { isError: true } : {}) };
}

module.exports = { inputRequired, elicit, accepted, text };
