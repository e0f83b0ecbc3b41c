// Multi round-trip helpers for SDK 1.x: identify the caller, read the retry's _meta, build input_required results.
// @ts-nocheck
export function callerId(extra): string {
  const sub = extra?.authInfo?.extra?.userId;
  if (!sub) throw new Error('a signed-in user is required');
  return String(sub);
}

export function roundTrip(extra) {
  const meta = extra?._meta ?? {};
  return {
    requestState: typeof meta.requestState === 'string' ? meta.requestState : null,
    inputResponses: meta.inputResponses && typeof meta.inputResponses === 'object' ? meta.inputResponses : {},
  };
}

export function accepted(responses, key: string) {
  const response = responses?.[key];
  return response?.action === 'accept' ? response.content ?? {} : null;
}

export function answered(responses, key: string): boolean {
  return Boolean(responses?.[key]);
}

export function askResult(key: string, question: { message: string; schema: Record<string, unknown> }, requestState: string) {
  return {
    resultType: 'input_required',
    inputRequests: {
      [key]: { method: 'elicitation/create', params: { mode: 'form', message: question.message, requestedSchema: question.schema } },
    },
    requestState,
    content: [],
    _meta: { requestState },
  };
}

export const text = (message: string) => ({ content: [{ type: 'text', text: message }] });
export const toolError = (message: string) => ({ isError: true, content: [{ type: 'text', text: message }] });
