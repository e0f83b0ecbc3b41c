// Result shapes for tools/call. SDK 1.x has no helpers for multi round-trip results,
// so they are written out here.

export const text = (msg) => ({ content: [{ type: 'text', text: msg }] });

export const fail = (msg) => ({ isError: true, content: [{ type: 'text', text: msg }] });

export function ask(inputRequests, requestState) {
  const res = { resultType: 'input_required', inputRequests };
  if (requestState !== undefined) res.requestState = requestState;
  return res;
}

export const form = (message, properties, required = Object.keys(properties)) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
});
