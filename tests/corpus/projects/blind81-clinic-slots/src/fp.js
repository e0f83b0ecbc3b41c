// Functional helpers and MCP result builders shared by the clinic tools.
export const pipe = (...fns) => (input) => fns.reduce((acc, fn) => fn(acc), input);
export const pipeP = (...fns) => (input) => fns.reduce((acc, fn) => acc.then(fn), Promise.resolve(input));

export const curry2 = (fn) => (a) => (b) => fn(a, b);
export const prop = (key) => (obj) => obj?.[key];
export const freeze = (obj) => Object.freeze({ ...obj });

export const text = (body) => ({ content: [{ type: 'text', text: body }] });
export const toolError = (body) => ({ ...text(body), isError: true });

export const askFor = (inputRequests, requestState) => ({ content: [], resultType: 'input_required', inputRequests, requestState });

export const stateOf = (extra) => extra?._meta?.requestState;

const responsesOf = (extra) => extra?._meta?.inputResponses ?? {};

export const accepted = (key) => (extra) => {
  const response = responsesOf(extra)[key];
  return response?.action === 'accept' ? response.content ?? {} : null;
};

export const form = (message, properties) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required: Object.keys(properties) } },
});
