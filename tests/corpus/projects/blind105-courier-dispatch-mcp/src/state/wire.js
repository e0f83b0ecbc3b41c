// Wire helpers for hand-built multi round-trip results on SDK 1.x: reading requestState and inputResponses, building input_required.
import * as R from 'ramda';

export const toBase64Url = (text) => Buffer.from(text, 'utf8').toString('base64url');
export const fromBase64Url = (text) => Buffer.from(String(text), 'base64url').toString('utf8');

export const stateOf = R.either(R.path(['params', 'requestState']), R.path(['params', '_meta', 'requestState']));

const responsesOf = R.either(R.path(['params', 'inputResponses']), R.path(['params', '_meta', 'inputResponses']));

export const accepted = R.curry((key, request) => {
  const response = R.prop(key, responsesOf(request) ?? {});
  return response?.action === 'accept' ? response.content : undefined;
});

export const elicit = (message, properties, required = R.keys(properties)) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
});

export const askFor = (inputRequests, requestState, summary) => ({
  resultType: 'input_required',
  inputRequests,
  requestState,
  content: [{ type: 'text', text: summary }],
});

export const text = (body) => ({ content: [{ type: 'text', text: body }] });
export const failure = (body) => ({ isError: true, content: [{ type: 'text', text: body }] });
