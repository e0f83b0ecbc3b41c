// Builders for tool results, including hand-made input_required results for multi-round tools.
export const text = (message, structuredContent) => ({
  content: [{ type: 'text', text: message }],
  ...(structuredContent ? { structuredContent } : {}),
});

export const toolError = (message) => ({ isError: true, content: [{ type: 'text', text: message }] });

export const elicit = (message, properties, required = Object.keys(properties)) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
});

export function inputRequiredResult(inputRequests, requestState) {
  return {
    resultType: 'input_required',
    inputRequests,
    requestState,
    content: [{ type: 'text', text: 'More input is needed to continue.' }],
  };
}

export function accepted(inputResponses, key) {
  const response = inputResponses?.[key];
  if (!response) return undefined;
  if (response.action !== 'accept') return null;
  return response.content ?? {};
}
