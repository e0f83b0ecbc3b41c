// Tool result builders, including input_required results assembled by hand for SDK 1.x.
'use strict';

const text = (message, structuredContent) => ({
  content: [{ type: 'text', text: message }],
  ...(structuredContent ? { structuredContent } : {}),
});

const toolError = (message) => ({ isError: true, content: [{ type: 'text', text: message }] });

const elicit = (message, properties, required) => ({
  method: 'elicitation/create',
  params: {
    mode: 'form',
    message,
    requestedSchema: { type: 'object', properties, required: required || Object.keys(properties) },
  },
});

const inputRequired = (inputRequests, requestState) => ({
  resultType: 'input_required',
  inputRequests,
  requestState,
  content: [],
});

function accepted(inputResponses, key) {
  const r = inputResponses && inputResponses[key];
  return r && r.action === 'accept' ? r.content || {} : null;
}

const money = (cents, currency) => `${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} ${currency}`;

module.exports = { text, toolError, elicit, inputRequired, accepted, money };
