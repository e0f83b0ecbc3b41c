// Hand-built multi round-trip results for the 1.x SDK, plus readers for a retry's inputs and the caller identity.
export const roundOf = (extra) => {
  const { requestState, inputResponses = {} } = extra?._meta ?? {};
  return { requestState, inputResponses };
};
export const answerTo = (inputResponses) => (key) => (inputResponses?.[key]?.action === 'accept' ? inputResponses[key].content ?? {} : null);
export const form = (message, properties, required = Object.keys(properties)) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
});
export const inputRequired = (inputRequests, requestState) => ({
  content: [{ type: 'text', text: 'Waiting for your answer.' }],
  _meta: { resultType: 'input_required', inputRequests, requestState },
});
export const whoami = (extra) => {
  const { userId, employeeId } = extra?.authInfo?.extra ?? {};
  return { userId, employeeId };
};
