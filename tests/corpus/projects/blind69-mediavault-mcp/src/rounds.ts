// Helpers for hand-built multi-round results on SDK 1.x (state and answers travel in _meta).
// @ts-nocheck
export function pendingInput(inputRequests: Record<string, unknown>, requestState: string, note?: string) {
  return {
    content: [{ type: 'text', text: note ?? 'Waiting for more input from the user.' }],
    resultType: 'input_required',
    inputRequests,
    requestState,
    _meta: { requestState },
  };
}

export function incomingState(extra): string | undefined {
  const value = extra?._meta?.requestState;
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function answer(extra, key: string) {
  const response = extra?._meta?.inputResponses?.[key];
  return response?.action === 'accept' ? response.content ?? {} : undefined;
}

export function callerOf(extra): string {
  const userId = extra?.authInfo?.extra?.userId;
  if (!userId) throw new Error('authentication required');
  return String(userId);
}

export function formElicitation(message: string, properties: Record<string, unknown>) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required: Object.keys(properties) } },
  };
}

export function urlElicitation(message: string, url: string, elicitationId: string) {
  return { method: 'elicitation/create', params: { mode: 'url', message, url, elicitationId } };
}

export const fail = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });
export const done = (text: string) => ({ content: [{ type: 'text', text }] });
