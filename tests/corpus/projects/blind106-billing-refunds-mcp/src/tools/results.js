// Result builders and readers for the hand-built multi-round-trip fields used with SDK 1.x.

export const text = (t) => ({ content: [{ type: 'text', text: t }] });

export const toolError = (t) => ({ isError: true, content: [{ type: 'text', text: t }] });

export function inputRequired(inputRequests, requestState) {
  return {
    content: [{ type: 'text', text: 'Waiting for the agent to answer.' }],
    resultType: 'input_required',
    inputRequests,
    requestState,
    _meta: { requestState },
  };
}

export function elicit(message, requestedSchema) {
  return { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema } };
}

export function readState(extra) {
  return extra?._meta?.requestState;
}

export function acceptedContent(extra, key) {
  const response = extra?._meta?.inputResponses?.[key];
  return response?.action === 'accept' ? response.content ?? {} : null;
}

export function money(amountMinor, currency) {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(amountMinor / 100);
}
