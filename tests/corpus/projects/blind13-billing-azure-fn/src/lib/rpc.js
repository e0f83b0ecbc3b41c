'use strict';

exports.PROTOCOL_VERSION = '2026-07-28';

exports.result = function (id, result) {
  return { status: 200, jsonBody: { jsonrpc: '2.0', id: id, result: result } };
};

exports.error = function (id, code, message) {
  return { status: 200, jsonBody: { jsonrpc: '2.0', id: id === undefined ? null : id, error: { code: code, message: message } } };
};

exports.text = function (text) {
  return { resultType: 'complete', content: [{ type: 'text', text: text }] };
};

exports.toolError = function (text) {
  return { resultType: 'complete', isError: true, content: [{ type: 'text', text: text }] };
};
