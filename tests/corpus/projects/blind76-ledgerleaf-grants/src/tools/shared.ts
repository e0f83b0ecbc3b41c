// Result shapes shared by the tools: input_required (kept in _meta on SDK 1.x), tool errors and answers.
// @ts-nocheck
export function inputRequired(inputRequests: Record<string, unknown>, requestState: string, text = 'More input is needed.') {
  return {
    content: [{ type: 'text', text }],
    _meta: { resultType: 'input_required', inputRequests, requestState },
  };
}

export function inputResponse(extra, key: string) {
  const response = extra._meta?.inputResponses?.[key];
  return response?.action === 'accept' ? response.content ?? {} : null;
}

export function confirmRequest(message: string) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] } },
  };
}

export function toolError(text: string) {
  return { isError: true, content: [{ type: 'text', text }] };
}

export function toolText(text: string) {
  return { content: [{ type: 'text', text }] };
}
