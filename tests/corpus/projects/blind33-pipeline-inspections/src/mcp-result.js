// SDK 1.x has no helpers for multi round-trip results; these build the
// 2026-07-28 wire shapes by hand.

export function callerOf(extra) {
  const userId = extra.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId === '') throw new Error('unauthenticated tool call');
  return userId;
}

export function askUser(inputRequests, requestState) {
  return { resultType: 'input_required', inputRequests, requestState };
}

export function elicitForm(message, properties, required = []) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

export function acceptedContent(params, key) {
  const response = params.inputResponses?.[key];
  return response?.action === 'accept' ? response.content : undefined;
}

export const done = (text) => ({ content: [{ type: 'text', text }] });

const REFUSALS = {
  malformed: 'That request state is not one of ours.',
  signature: 'That request state does not belong to this user and action.',
  expired: 'That confirmation expired.',
};

export const refuse = (reason) => ({
  isError: true,
  content: [{ type: 'text', text: `${REFUSALS[reason] ?? reason} Please start again.` }],
});
