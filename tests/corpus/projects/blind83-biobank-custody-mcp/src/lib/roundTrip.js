// Multi round-trip helpers for SDK 1.x, which has no built-in support: read the retry, build input_required results.
function readRoundTrip(request) {
  const params = request.params || {};
  const meta = params._meta || {};
  return {
    requestState: params.requestState || meta.requestState || null,
    inputResponses: params.inputResponses || meta.inputResponses || {},
  };
}

function formRequest(message, properties, required = Object.keys(properties)) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

function askForInput(inputRequests, requestState, note = 'More input is needed before this can continue.') {
  return {
    content: [{ type: 'text', text: note }],
    resultType: 'input_required',
    inputRequests,
    requestState,
    _meta: { requestState },
  };
}

function accepted(inputResponses, key) {
  const response = inputResponses && inputResponses[key];
  if (!response || response.action !== 'accept') return null;
  return response.content || {};
}

const text = (message) => ({ content: [{ type: 'text', text: message }] });
const toolError = (message) => ({ content: [{ type: 'text', text: message }], isError: true });

module.exports = { readRoundTrip, formRequest, askForInput, accepted, text, toolError };
