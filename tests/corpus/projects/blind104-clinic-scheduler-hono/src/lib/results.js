// Helpers for building MCP tool results and reading multi-round inputs on the 1.x SDK.
function text(message) {
  return { content: [{ type: 'text', text: message }] };
}

function failure(message) {
  return { content: [{ type: 'text', text: message }], isError: true };
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

function needInput(inputRequests, requestState) {
  return { content: [], resultType: 'input_required', inputRequests, requestState, _meta: { requestState } };
}

function stateOf(request) {
  const params = request.params || {};
  return params.requestState || (params._meta && params._meta.requestState) || null;
}

function answerOf(request, key) {
  const params = request.params || {};
  const responses = params.inputResponses || (params._meta && params._meta.inputResponses) || {};
  const response = responses[key];
  return response && response.action === 'accept' ? response.content || {} : null;
}

module.exports = { text, failure, elicit, needInput, stateOf, answerOf };
