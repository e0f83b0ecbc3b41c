// The client echoes requestState back verbatim, so we just round-trip JSON through it.
export const pack = (state) => Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');

export const unpack = (blob) => JSON.parse(Buffer.from(blob, 'base64url').toString('utf8'));

export const ask = (key, message, properties) => ({
  [key]: {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required: Object.keys(properties) } },
  },
});
