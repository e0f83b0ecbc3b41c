// Helpers for building complete, error and input-required tool results and reading accepted answers.
'use strict';

const done = (text) => ({ resultType: 'complete', content: [{ type: 'text', text }] });
const refuse = (text) => ({ resultType: 'complete', isError: true, content: [{ type: 'text', text }] });

const ask = (key, message, properties, requestState) => ({
  resultType: 'input_required',
  inputRequests: {
    [key]: {
      method: 'elicitation/create',
      params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required: Object.keys(properties) } },
    },
  },
  requestState,
});

const accepted = (params, key) => {
  const r = params.inputResponses && params.inputResponses[key];
  return r && r.action === 'accept' ? r.content || {} : null;
};

module.exports = { done, refuse, ask, accepted };
