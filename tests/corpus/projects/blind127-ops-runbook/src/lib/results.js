// Helpers for building text, error and input-required tool results.
'use strict';

const text = (t) => ({ content: [{ type: 'text', text: t }] });
const toolError = (t) => ({ isError: true, content: [{ type: 'text', text: t }] });

function askForInput(key, message, properties, requestState) {
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
    requestState,
  };
}

function accepted(inputResponses, key) {
  const r = inputResponses && inputResponses[key];
  return r && r.action === 'accept' ? r.content || {} : null;
}

module.exports = { text, toolError, askForInput, accepted };
