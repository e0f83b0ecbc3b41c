// Reads the pending-approval state a client echoes on a retried tools/call and builds input_required results.
'use strict';
const config = require('../config');
const { open } = require('./seal');

const LEGACY_META_KEY = 'invoices.acme.dev/pending';

function readPending(params, userId, tool) {
  if (typeof params.requestState === 'string' && params.requestState.length > 0) {
    const payload = open(params.requestState);
    if (!payload || payload.tool !== tool) return null;
    if (payload.sub && payload.sub !== userId) return null;
    return payload;
  }
  const legacy = params._meta && params._meta[LEGACY_META_KEY];
  if (legacy && config.acceptLegacyPending) {
    const payload = JSON.parse(Buffer.from(String(legacy), 'base64url').toString('utf8')); // expect-todo: require-sealed-state
    return payload.tool === tool ? payload : null;
  }
  return null;
}

function inputRequiredResult(inputRequests, requestState) {
  return { resultType: 'input_required', inputRequests, requestState, content: [] };
}

function elicit(message, properties, required) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

function text(message) {
  return { content: [{ type: 'text', text: message }] };
}

function toolError(message) {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

module.exports = { readPending, inputRequiredResult, elicit, text, toolError };
