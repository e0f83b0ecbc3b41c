// Helpers that build text, error, elicitation and input-required tool results.
'use strict';

const text = (t) => ({ content: [{ type: 'text', text: t }] });
const fail = (t) => ({ isError: true, content: [{ type: 'text', text: t }] });

const elicit = (message, properties, required = []) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
});

// SDK 1.x has no helper for this yet, so we build the result by hand.
const inputRequired = (inputRequests, requestState) => ({
  resultType: 'input_required',
  inputRequests,
  requestState,
  content: [],
});

const accepted = (params, key) => {
  const r = params.inputResponses && params.inputResponses[key];
  return r && r.action === 'accept' ? r.content : undefined;
};

module.exports = { text, fail, elicit, inputRequired, accepted };
