// SDK 1.x helpers for multi round-trip tool calls: read requestState/inputResponses from _meta and build input_required results.
// @ts-nocheck

const MAX_STATE_LENGTH = 4096;

export function roundTripOf(extra) {
  const meta = extra?._meta ?? {};
  const state = meta.requestState;
  return {
    requestState: typeof state === 'string' && state.length <= MAX_STATE_LENGTH ? state : undefined,
    inputResponses: meta.inputResponses && typeof meta.inputResponses === 'object' ? meta.inputResponses : {},
  };
}

export function callerOf(extra) {
  const info = extra?.authInfo?.extra;
  if (!info?.userId || !info?.warehouseId) return null;
  return { userId: String(info.userId), warehouseId: String(info.warehouseId), roles: info.roles ?? [] };
}

export function acceptedContent(inputResponses, key: string) {
  const response = inputResponses?.[key];
  return response?.action === 'accept' ? (response.content ?? {}) : undefined;
}

export function elicit(message: string, properties: Record<string, unknown>, required = Object.keys(properties)) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

export function inputRequired(inputRequests, requestState: string) {
  return {
    content: [{ type: 'text', text: 'Waiting for your answer before continuing.' }],
    resultType: 'input_required',
    inputRequests,
    requestState,
    _meta: { requestState },
  };
}

export function text(message: string, structuredContent?: Record<string, unknown>) {
  return { content: [{ type: 'text', text: message }], ...(structuredContent ? { structuredContent } : {}) };
}

export function toolError(message: string) {
  return { isError: true, content: [{ type: 'text', text: message }] };
}
