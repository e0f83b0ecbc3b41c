// Helpers for building input_required results and reading the client's answers (SDK 1.x has no built-ins).
'use strict';

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

function inputRequired(inputRequests, requestState, summary) {
  return {
    resultType: 'input_required',
    inputRequests,
    content: [{ type: 'text', text: summary || 'More input is needed to continue.' }],
    _meta: { requestState },
  };
}

function incomingState(request) {
  const meta = request.params._meta || {};
  return meta.requestState || request.params.requestState || null;
}

function accepted(request, key) {
  const responses = (request.params._meta && request.params._meta.inputResponses) || request.params.inputResponses || {};
  const answer = responses[key];
  if (!answer || answer.action !== 'accept') return null;
  return answer.content || {};
}

function text(message, structuredContent) {
  const result = { content: [{ type: 'text', text: message }] };
  if (structuredContent) result.structuredContent = structuredContent;
  return result;
}

function failure(message) {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

module.exports = { elicit, inputRequired, incomingState, accepted, text, failure };
