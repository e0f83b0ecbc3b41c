// Helpers for multi round-trip tool results: input_required payloads, form elicitations, argument digests.
const { createHash } = require('node:crypto');

function text(message, isError = false) {
  return { content: [{ type: 'text', text: message }], ...(isError ? { isError: true } : {}) };
}

function form(message, properties, required = Object.keys(properties)) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

function inputRequired(inputRequests, requestState) {
  const result = {
    content: [{ type: 'text', text: 'Waiting for your answer.' }],
    resultType: 'input_required',
    inputRequests,
  };
  if (requestState) {
    result.requestState = requestState;
    result._meta = { requestState };
  }
  return result;
}

function stable(value) {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.keys(value).sort().reduce((acc, k) => ({ ...acc, [k]: stable(value[k]) }), {});
  }
  return value;
}

function digestArgs(args) {
  return createHash('sha256').update(JSON.stringify(stable(args || {}))).digest('base64url');
}

function money(cents, currency) {
  return `${(cents / 100).toFixed(2)} ${String(currency).toUpperCase()}`;
}

module.exports = { text, form, inputRequired, digestArgs, money };
