// Multi-round helpers for SDK 1.x, where requestState and inputResponses travel in params._meta.
// @ts-nocheck
export function roundOf(extra) {
  const meta = extra?._meta ?? {};
  return {
    requestState: typeof meta.requestState === 'string' ? meta.requestState : undefined,
    inputResponses: meta.inputResponses ?? {},
  };
}

export function needInput(inputRequests, requestState: string, note?: string) {
  return {
    resultType: 'input_required',
    inputRequests,
    content: note ? [{ type: 'text', text: note }] : [],
    _meta: { requestState },
  };
}

export function form(message: string, properties: Record<string, unknown>, required = Object.keys(properties)) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

export function accepted(inputResponses, key: string) {
  const response = inputResponses?.[key];
  return response?.action === 'accept' ? response.content ?? {} : null;
}

export const userOf = (extra) => extra?.authInfo?.extra?.userId as string | undefined;

export const toolError = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });
