// Hand-built multi round-trip results for the 1.x SDK, plus readers for the fields the client echoes.
export function inputRequired({ inputRequests, requestState, note = 'More input is needed.' }) {
  return {
    content: [{ type: 'text', text: note }],
    resultType: 'input_required',
    inputRequests,
    ...(requestState ? { requestState } : {}),
  };
}

export function elicitForm(message, properties, required = Object.keys(properties)) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

export function elicitUrl(message, url, elicitationId) {
  return { method: 'elicitation/create', params: { mode: 'url', message, url, elicitationId } };
}

export function echoed(extra) {
  return {
    state: extra?._meta?.requestState ?? null,
    responses: extra?._meta?.inputResponses ?? {},
  };
}

export function accepted(responses, key) {
  const response = responses?.[key];
  return response?.action === 'accept' ? response.content ?? {} : null;
}

export function toolError(text) {
  return { isError: true, content: [{ type: 'text', text }] };
}
