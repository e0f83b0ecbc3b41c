// Builds input_required results by hand for the 1.x SDK and reads round-trip fields from tool calls.
const { createHash } = require('node:crypto');
const { canonical } = require('./util');

const TTL_MS = 10 * 60 * 1000;

const digest = (args) => createHash('sha256').update(canonical(args)).digest('base64url');
const readCall = ({ params: { name, arguments: args = {}, _meta: { requestState, inputResponses = {} } = {} } = {} } = {}) => ({ name, args, requestState, inputResponses });
const answer = (responses) => (key) => (responses?.[key]?.action === 'accept' ? responses[key].content ?? {} : undefined);
const withExpiry = (claims, ttlMs = TTL_MS) => ({ ...claims, exp: Date.now() + ttlMs });
const matches = (expected) => (claims) =>
  Boolean(claims) && Number(claims.exp) > Date.now() && Object.entries(expected).every(([k, v]) => v !== undefined && claims[k] === v);
const form = (message, properties) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required: Object.keys(properties) } },
});
const needInput = (inputRequests, requestState) => ({
  content: [{ type: 'text', text: 'Waiting for input from the user.' }],
  _meta: { resultType: 'input_required', inputRequests, requestState },
});
const text = (t) => ({ content: [{ type: 'text', text: t }] });
const fail = (t) => ({ ...text(t), isError: true });
const json = (v) => ({ ...text(JSON.stringify(v, null, 2)), structuredContent: v });
const whoami = (extra) => ({ userId: extra?.authInfo?.extra?.userId, lab: extra?.authInfo?.extra?.lab });

module.exports = { digest, readCall, answer, withExpiry, matches, form, needInput, text, fail, json, whoami };
