// Result shapes for tools/call on the 2026-07-28 protocol.

export const inputRequired = (inputRequests, requestState) => ({ resultType: 'input_required', inputRequests, requestState });

export const text = (msg, extra) => ({ resultType: 'complete', content: [{ type: 'text', text: msg }], ...extra });

export const toolError = (msg) => ({ resultType: 'complete', isError: true, content: [{ type: 'text', text: msg }] });

// A refused state gets a short reason code and nothing else.
export const refused = (reason) => toolError(`This request can't be resumed (${reason}). Please start it again.`);

export const confirmRequest = (message) => ({
  method: 'elicitation/create',
  params: {
    mode: 'form',
    message,
    requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Yes, do it' } }, required: ['confirm'] },
  },
});

export const confirmed = (responses) => responses?.confirm?.action === 'accept' && responses.confirm.content?.confirm === true;
