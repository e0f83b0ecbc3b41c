export const text = (body) => ({ resultType: 'complete', content: [{ type: 'text', text: body }] });

export const toolError = (message) => ({ ...text(message), isError: true });

export const inputRequired = (inputRequests, requestState) => ({
  resultType: 'input_required',
  inputRequests,
  requestState,
});

export const elicit = (message, properties, required = Object.keys(properties)) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
});

export const accepted = (inputResponses, key) => {
  const response = inputResponses?.[key];
  return response?.action === 'accept' ? (response.content ?? {}) : null;
};
