// Multi round-trip helpers for SDK 1.x, which has no built-in support: result shape and reading the retry.
function needInput(inputRequests, requestState, text = 'More input is needed to continue.') {
  return {
    content: [{ type: 'text', text }],
    _meta: { resultType: 'input_required', inputRequests, requestState },
  };
}

function incomingState(request) {
  return request.params?._meta?.requestState;
}

function accepted(request, key) {
  const response = request.params?._meta?.inputResponses?.[key];
  return response && response.action === 'accept' ? response.content ?? {} : null;
}

function elicit(message, properties, required = Object.keys(properties)) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

function toolError(text) {
  return { isError: true, content: [{ type: 'text', text }] };
}

function toolText(text) {
  return { content: [{ type: 'text', text }] };
}

module.exports = { needInput, incomingState, accepted, elicit, toolError, toolText };
