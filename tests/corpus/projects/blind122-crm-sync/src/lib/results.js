// Helpers for text, error and input-required tool results and reading accepted answers.
'use strict';

const text = (t) => ({ content: [{ type: 'text', text: t }] });
const fail = (t) => ({ ...text(t), isError: true });

function needInput(key, message, requestedSchema, requestState) {
  return {
    resultType: 'input_required',
    inputRequests: {
      [key]: { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema } },
    },
    requestState,
  };
}

function accepted(inputResponses, key) {
  const r = inputResponses && inputResponses[key];
  return r && r.action === 'accept' ? r.content || {} : null;
}

module.exports = { text, fail, needInput, accepted };
