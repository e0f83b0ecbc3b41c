// Helpers for hand-built multi round-trip results on SDK 1.x: reading the echoed state and asking for input.
function incomingState(request) {
  const meta = request.params._meta || {};
  return typeof meta.requestState === 'string' ? meta.requestState : undefined;
}

function inputResponses(request) {
  return request.params.inputResponses || (request.params._meta || {}).inputResponses || {};
}

function accepted(request, key) {
  const response = inputResponses(request)[key];
  if (!response || response.action !== 'accept') return undefined;
  return response.content || {};
}

function askForInput(message, inputRequests, requestState) {
  return {
    content: [{ type: 'text', text: message }],
    resultType: 'input_required',
    inputRequests,
    _meta: { requestState },
  };
}

function form(message, properties, required = Object.keys(properties)) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

function nextStep(prev, step, patch) {
  return Object.assign({}, prev, patch, {
    step,
    completed: prev && prev.step ? [...(prev.completed || []), prev.step] : [],
  });
}

function toolError(text) {
  return { content: [{ type: 'text', text }], isError: true };
}

module.exports = { incomingState, accepted, askForInput, form, nextStep, toolError };
