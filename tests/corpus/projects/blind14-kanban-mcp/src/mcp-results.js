'use strict';

// Result shapes of the 2026-07-28 revision, built by hand.

const complete = (text, isError = false) => ({
  resultType: 'complete',
  content: [{ type: 'text', text }],
  ...(isError ? { isError: true } : {}),
});

const inputRequired = (inputRequests, requestState) => ({
  resultType: 'input_required',
  inputRequests,
  requestState,
});

const elicit = (message, properties) => ({
  method: 'elicitation/create',
  params: {
    mode: 'form',
    message,
    requestedSchema: { type: 'object', properties, required: Object.keys(properties) },
  },
});

module.exports = { complete, inputRequired, elicit };
