// Helpers for multi round-trip tool calls on SDK 1.x, where state and responses travel in _meta.
// @ts-nocheck
export function roundOf(extra) {
  const meta = extra?._meta ?? {};
  return {
    requestState: typeof meta.requestState === 'string' ? meta.requestState : undefined,
    inputResponses: meta.inputResponses ?? {},
  };
}

export function accepted<T>(inputResponses, key: string): T | undefined {
  const response = inputResponses?.[key];
  return response?.action === 'accept' ? (response.content as T) : undefined;
}

export function askForInput(message: string, properties: Record<string, unknown>, required: string[], requestState: string) {
  return {
    content: [{ type: 'text', text: message }],
    _meta: {
      resultType: 'input_required',
      inputRequests: {
        answer: {
          method: 'elicitation/create',
          params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
        },
      },
      requestState,
    },
  };
}

export const refuse = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });
