// Hand-rolled functional helpers: a Result type, an async railway pipe, step combinators and MCP result builders.
'use strict';

const Ok = (value) => ({ ok: true, value });
const Err = (error) => ({ ok: false, error });

const railway =
  (...steps) =>
  (input) =>
    steps.reduce((acc, step) => acc.then((r) => (r.ok ? step(r.value) : r)), Promise.resolve(Ok(input)));

const check = (holds, message) => (value) => (holds(value) ? Ok(value) : Err(message));

const merge = (fn) => async (value) => {
  const r = await fn(value);
  return r.ok ? Ok({ ...value, ...r.value }) : r;
};

const text = (body) => ({ content: [{ type: 'text', text: body }] });
const failure = (body) => ({ isError: true, content: [{ type: 'text', text: body }] });

const toToolResult = (result) => (result.ok ? result.value : failure(result.error));

const elicit = (message, properties, required = Object.keys(properties)) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
});

const askFor = ({ summary, inputRequests, requestState }) => ({
  content: [{ type: 'text', text: summary }],
  _meta: { resultType: 'input_required', inputRequests, requestState },
});

const stateOf = (extra) => (extra._meta ? extra._meta.requestState : undefined);

const answerOf = (extra, key) => {
  const response = extra._meta && extra._meta.inputResponses ? extra._meta.inputResponses[key] : undefined;
  return response && response.action === 'accept' ? response.content : undefined;
};

module.exports = { Ok, Err, railway, check, merge, text, failure, toToolResult, elicit, askFor, stateOf, answerOf };
