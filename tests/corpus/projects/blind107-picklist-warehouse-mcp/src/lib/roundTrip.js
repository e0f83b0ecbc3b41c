// src/lib/roundTrip.js — reads and builds multi round-trip data for tools on the 1.x SDK (carried in _meta)
'use strict';

exports.read = function (extra) {
  var meta = (extra && extra._meta) || {};
  return {
    state: typeof meta.requestState === 'string' ? meta.requestState : null,
    responses: meta.inputResponses || {}
  };
};

exports.ask = function (key, message, properties) {
  var requests = {};
  requests[key] = {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message: message,
      requestedSchema: { type: 'object', properties: properties, required: Object.keys(properties) }
    }
  };
  return requests;
};

exports.needInput = function (inputRequests, handle) {
  return {
    content: [{ type: 'text', text: 'Waiting for your answer.' }],
    resultType: 'input_required',
    inputRequests: inputRequests,
    requestState: handle,
    _meta: { resultType: 'input_required', inputRequests: inputRequests, requestState: handle }
  };
};

exports.accepted = function (responses, key) {
  var r = responses[key];
  return r && r.action === 'accept' ? (r.content || {}) : null;
};

exports.done = function (text, structured) {
  var out = { content: [{ type: 'text', text: text }] };
  if (structured) out.structuredContent = structured;
  return out;
};

exports.fail = function (text) {
  return { content: [{ type: 'text', text: text }], isError: true };
};

exports.userOf = function (extra) {
  var info = extra && extra.authInfo;
  if (!info || !info.extra || !info.extra.userId) return null;
  return { id: String(info.extra.userId), warehouseId: info.extra.warehouseId, scopes: info.scopes || [] };
};
