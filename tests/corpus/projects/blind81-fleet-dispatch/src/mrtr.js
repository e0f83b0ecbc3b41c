// Hand-built multi round-trip results for SDK 1.x, and draft packing for the multi-step planner.
import { compose } from './fp.js';

export const askFor = (inputRequests, requestState) => ({
  content: [],
  resultType: 'input_required',
  inputRequests,
  ...(requestState ? { requestState } : {}),
});

export const stateOf = (request) => request.params?.requestState ?? request.params?._meta?.requestState;

const responsesOf = (request) => request.params?.inputResponses ?? request.params?._meta?.inputResponses ?? {};

export const respondedTo = (key) => (request) => key in responsesOf(request);

export const accepted = (key) => (request) => {
  const response = responsesOf(request)[key];
  return response?.action === 'accept' ? response.content ?? {} : null;
};

export const elicit = (message, properties, required = Object.keys(properties)) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
});

const toB64url = (value) => Buffer.from(value, 'utf8').toString('base64url');
const fromB64url = (value) => Buffer.from(String(value), 'base64url').toString('utf8');

export const packDraft = compose(toB64url, JSON.stringify);
export const unpackDraft = compose(JSON.parse, fromB64url);
