'use strict';

exports.PROTOCOL_VERSION = '2026-07-28';

exports.result = function (id, result) {
  return { jsonrpc: '2.0', id: id === undefined ? null : id, result: result };
};

exports.error = function (id, code, message) {
  return { jsonrpc: '2.0', id: id === undefined ? null : id, error: { code: code, message: message } };
};

exports.text = function (t) {
  return { resultType: 'complete', content: [{ type: 'text', text: t }] };
};

exports.toolError = function (t) {
  return { resultType: 'complete', isError: true, content: [{ type: 'text', text: t }] };
};

exports.ask = function (inputRequests, requestState) {
  return { resultType: 'input_required', inputRequests: inputRequests, requestState: requestState };
};

exports.form = function (message, properties, required) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message: message,
      requestedSchema: { type: 'object', properties: properties, required: required || Object.keys(properties) }
    }
  };
};

exports.accepted = function (responses, key) {
  var r = responses && responses[key];
  return r && r.action === 'accept' ? (r.content || {}) : null;
};
