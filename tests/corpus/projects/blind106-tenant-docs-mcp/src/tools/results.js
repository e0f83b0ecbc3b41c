// Builders for tool results and readers for the multi-round-trip fields of tools/call params.

export const text = (t) => ({ content: [{ type: 'text', text: t }] });

export const toolError = (t) => ({ isError: true, content: [{ type: 'text', text: t }] });

export function inputRequired(inputRequests, requestState) {
  return {
    resultType: 'input_required',
    inputRequests,
    requestState,
    content: [{ type: 'text', text: 'More input is needed to continue.' }],
  };
}

export function elicit(message, requestedSchema) {
  return { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema } };
}

export function readRequestState(params) {
  return params.requestState ?? params._meta?.requestState;
}

export function acceptedContent(params, key) {
  const responses = params.inputResponses ?? params._meta?.inputResponses ?? {};
  const response = responses[key];
  return response?.action === 'accept' ? response.content ?? {} : null;
}
