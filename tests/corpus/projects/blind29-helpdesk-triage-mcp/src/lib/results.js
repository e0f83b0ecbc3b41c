// Result shapes for the 2026-07-28 multi round-trip flow, built by hand (SDK 1.x has no helpers for them).

export const inputRequired = (inputRequests, requestState) => ({
  resultType: 'input_required',
  inputRequests,
  requestState,
});

export const done = (text) => ({ resultType: 'complete', content: [{ type: 'text', text }] });

export const toolError = (text) => ({ resultType: 'complete', isError: true, content: [{ type: 'text', text }] });

export const elicit = (message, properties, required = Object.keys(properties)) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
});

export const accepted = (inputResponses, key) => {
  const response = inputResponses?.[key];
  return response?.action === 'accept' ? response.content ?? {} : undefined;
};
