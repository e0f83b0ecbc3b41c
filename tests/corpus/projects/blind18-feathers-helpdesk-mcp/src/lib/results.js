'use strict';

/** Helpers that build MCP tool results by hand (SDK 1.x has no builders for input_required). */

const text = (t) => ({ content: [{ type: 'text', text: t }] });
const failure = (t) => ({ isError: true, content: [{ type: 'text', text: t }] });

function elicit(message, properties, required = Object.keys(properties)) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

function inputRequired(inputRequests, requestState) {
  return { resultType: 'input_required', inputRequests, requestState };
}

function accepted(inputResponses, key) {
  const r = inputResponses && inputResponses[key];
  return r && r.action === 'accept' ? r.content || {} : null;
}

module.exports = { text, failure, elicit, inputRequired, accepted };
