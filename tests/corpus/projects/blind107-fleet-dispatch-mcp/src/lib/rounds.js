// src/lib/rounds.js — builders and readers for multi round-trip tool results on the 1.x SDK
'use strict';

exports.readRound = function (params) {
  var meta = (params && params._meta) || {};
  return {
    state: params.requestState !== undefined ? params.requestState : meta.requestState,
    responses: params.inputResponses || meta.inputResponses || {}
  };
};

exports.elicit = function (message, properties, required) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message: message,
      requestedSchema: { type: 'object', properties: properties, required: required || Object.keys(properties) }
    }
  };
};

exports.inputRequired = function (inputRequests, requestState) {
  return {
    resultType: 'input_required',
    inputRequests: inputRequests,
    requestState: requestState,
    content: [],
    _meta: { requestState: requestState }
  };
};

exports.accepted = function (responses, key) {
  var r = responses && responses[key];
  if (!r || r.action !== 'accept') return null;
  return r.content || {};
};

exports.text = function (message) {
  return { resultType: 'complete', content: [{ type: 'text', text: message }] };
};

exports.json = function (value) {
  return { resultType: 'complete', content: [{ type: 'text', text: JSON.stringify(value, null, 2) }], structuredContent: value };
};

exports.toolError = function (message) {
  return { resultType: 'complete', isError: true, content: [{ type: 'text', text: message }] };
};
