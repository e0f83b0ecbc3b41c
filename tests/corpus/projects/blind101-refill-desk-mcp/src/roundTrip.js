// Multi round-trip plumbing for SDK 1.x: reads requestState and inputResponses from _meta and builds input_required results.

function readRoundTrip(extra) {
  const meta = (extra && extra._meta) || {};
  return {
    requestState: typeof meta.requestState === 'string' ? meta.requestState : undefined,
    inputResponses: meta.inputResponses && typeof meta.inputResponses === 'object' ? meta.inputResponses : {},
  };
}

function accepted(inputResponses, key) {
  const response = inputResponses[key];
  return response && response.action === 'accept' ? response.content || {} : undefined;
}

function elicitForm(message, properties, required = Object.keys(properties)) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

function inputRequired(inputRequests, requestState) {
  return {
    content: [{ type: 'text', text: 'More input is needed to continue.' }],
    resultType: 'input_required',
    inputRequests,
    requestState,
    _meta: { requestState },
  };
}

function text(message, structuredContent) {
  return structuredContent
    ? { content: [{ type: 'text', text: message }], structuredContent }
    : { content: [{ type: 'text', text: message }] };
}

function toolError(message) {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

module.exports = { readRoundTrip, accepted, elicitForm, inputRequired, text, toolError };
