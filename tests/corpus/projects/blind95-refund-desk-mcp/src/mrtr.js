// Multi round-trip helpers for SDK 1.x, which has no built-in support: read retries, build input_required results.
function paramsOf(request) {
  return (request && request.params) || {};
}

function readRequestState(request) {
  const params = paramsOf(request);
  const value = params.requestState ?? (params._meta && params._meta.requestState);
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function readInputResponses(request) {
  const params = paramsOf(request);
  const value = params.inputResponses ?? (params._meta && params._meta.inputResponses);
  return value && typeof value === 'object' ? value : {};
}

function accepted(responses, key) {
  const response = responses[key];
  return response && response.action === 'accept' ? response.content || {} : null;
}

function elicit(message, properties, required = []) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

function inputRequired(inputRequests, requestState) {
  return {
    resultType: 'input_required',
    inputRequests,
    requestState,
    content: [],
    _meta: { requestState },
  };
}

const textResult = (text) => ({ content: [{ type: 'text', text }] });
const errorResult = (text) => ({ isError: true, content: [{ type: 'text', text }] });

module.exports = { readRequestState, readInputResponses, accepted, elicit, inputRequired, textResult, errorResult };
