// Hand-built helpers for elicitations, input-required results, accepted answers and text results.
'use strict';

// SDK 1.x has no helpers for multi round-trip results, so build them by hand.

function elicit(message, properties, required = Object.keys(properties)) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

function needInput(inputRequests, requestState) {
  const result = { resultType: 'input_required', inputRequests };
  if (requestState !== undefined) result.requestState = requestState;
  return result;
}

function accepted(inputResponses, key) {
  const r = inputResponses && inputResponses[key];
  return r && r.action === 'accept' ? r.content || {} : undefined;
}

const text = (t, isError = false) => ({ resultType: 'complete', content: [{ type: 'text', text: t }], isError });

module.exports = { elicit, needInput, accepted, text };
