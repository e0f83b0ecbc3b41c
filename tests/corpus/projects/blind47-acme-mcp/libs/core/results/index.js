// Result shapes for MCP 2026-07-28 multi round-trip requests, usable from SDK 1.x and 2.x servers alike.

export function needsInput(inputRequests, requestState) {
  return {
    resultType: 'input_required',
    inputRequests,
    ...(requestState === undefined ? {} : { requestState }),
  };
}

export function elicitForm(message, properties, required = Object.keys(properties)) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

export const textResult = (text) => ({ content: [{ type: 'text', text }] });

export const toolError = (text) => ({ isError: true, content: [{ type: 'text', text }] });

/** The form answer under `key`, or undefined when the user declined or cancelled. */
export function answerOf(inputResponses, key) {
  const response = inputResponses?.[key];
  return response?.action === 'accept' ? response.content : undefined;
}
