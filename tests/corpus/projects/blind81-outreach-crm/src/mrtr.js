// Builders and readers for multi round-trip results on SDK 1.x, where the state rides in _meta.
const fp = require('lodash/fp');

const askFor = (inputRequests, requestState) =>
  fp.omitBy(fp.isUndefined, { content: [], resultType: 'input_required', inputRequests, requestState });

const stateOf = fp.get('_meta.requestState');
const responsesOf = fp.getOr({}, '_meta.inputResponses');

const accepted = (key) => (extra) => {
  const response = responsesOf(extra)[key];
  return response && response.action === 'accept' ? response.content || {} : null;
};

const respondedTo = (key) => fp.flow(responsesOf, fp.has(key));

const form = (message, properties) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required: Object.keys(properties) } },
});

const text = (body) => ({ content: [{ type: 'text', text: body }] });
const toolError = (body) => ({ ...text(body), isError: true });

module.exports = { askFor, stateOf, accepted, respondedTo, form, text, toolError };
