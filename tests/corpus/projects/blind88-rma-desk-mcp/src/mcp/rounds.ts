// Multi-round plumbing for SDK 1.x: requestState and inputResponses ride in params._meta.
// @ts-nocheck
export function roundOf(extra) {
  const meta = extra?._meta ?? {};
  return {
    state: typeof meta.requestState === 'string' ? meta.requestState : undefined,
    responses: meta.inputResponses ?? {},
  };
}

export function askFor(key: string, message: string, properties: Record<string, unknown>, requestState: string) {
  return {
    resultType: 'input_required',
    inputRequests: {
      [key]: {
        method: 'elicitation/create',
        params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required: Object.keys(properties) } },
      },
    },
    content: [],
    _meta: { requestState },
  };
}

export function answer(responses, key: string) {
  const r = responses?.[key];
  return r && r.action === 'accept' ? r.content ?? {} : null;
}

export const agentOf = (extra) => extra?.authInfo?.extra ?? {};

export const refusal = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });
