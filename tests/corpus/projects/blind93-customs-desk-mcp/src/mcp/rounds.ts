// Multi round-trip plumbing for SDK 1.x: results are built by hand and state rides in _meta.
// @ts-nocheck

export function needsInput(inputRequests: Record<string, unknown>, requestState: string, note: string) {
  return {
    resultType: 'input_required',
    inputRequests,
    requestState,
    content: [{ type: 'text', text: note }],
    _meta: { requestState },
  };
}

export function form(message: string, properties: Record<string, unknown>, required = Object.keys(properties)) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

export function incomingState(extra): string | undefined {
  const value = extra._meta?.requestState;
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function acceptedAnswer(extra, key: string) {
  const response = extra._meta?.inputResponses?.[key];
  return response?.action === 'accept' ? response.content ?? {} : undefined;
}

export const say = (text: string) => ({ content: [{ type: 'text', text }] });
export const refuse = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });
