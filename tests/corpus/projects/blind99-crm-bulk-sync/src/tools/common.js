// Shared pieces for the tools: argument digests, segment access checks and builders for results and input requests.
const { createHash } = require('node:crypto');

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value === undefined ? null : value);
}

function argsDigest(tool, args) {
  return createHash('sha256').update(`${tool}\u0000${canonical(args || {})}`).digest('base64url');
}

const ok = (text) => ({ content: [{ type: 'text', text }] });
const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });

function askInput({ key, message, properties, required, requestState }) {
  return {
    content: [],
    resultType: 'input_required',
    inputRequests: {
      [key]: {
        method: 'elicitation/create',
        params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
      },
    },
    requestState,
  };
}

function askBoolean({ key, field, title, message, requestState }) {
  return askInput({ key, message, properties: { [field]: { type: 'boolean', title } }, required: [field], requestState });
}

function answer(inputResponses, key) {
  const response = inputResponses && inputResponses[key];
  return response && response.action === 'accept' ? response.content || {} : null;
}

function canUseSegment(ctx, segment) {
  return Boolean(segment) && ctx.teams.includes(segment.ownerTeamId);
}

module.exports = { argsDigest, ok, fail, askInput, askBoolean, answer, canUseSegment };
