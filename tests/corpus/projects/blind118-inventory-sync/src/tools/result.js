// Helpers that build error, text, elicitation and input-required tool results.
'use strict';

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });
const ok = (text) => ({ content: [{ type: 'text', text }] });

function ask(key, message, properties, state) {
  return {
    resultType: 'input_required',
    inputRequests: {
      [key]: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message,
          requestedSchema: { type: 'object', properties, required: Object.keys(properties) },
        },
      },
    },
    requestState: state,
  };
}

function accepted(params, key) {
  const response = params.inputResponses && params.inputResponses[key];
  return response && response.action === 'accept' ? response.content : null;
}

module.exports = { fail, ok, ask, accepted };
