'use strict';

// Result helpers. The 2026-07 revision puts requestState at the top level of the result; the
// older beta of our desktop client still looks for it in _meta, so we send both for now.

var LEGACY_META_KEY = 'com.acme.helpdesk/requestState';

exports.needInput = function (inputRequests, requestState) {
  var result = { resultType: 'input_required', inputRequests: inputRequests };
  if (requestState) {
    result.requestState = requestState;
    result._meta = {};
    result._meta[LEGACY_META_KEY] = requestState;
  }
  return result;
};

// Where the client put the state it echoes back.
exports.stateFrom = function (params) {
  if (params.requestState) return params.requestState;
  return params._meta ? params._meta[LEGACY_META_KEY] : undefined;
};

exports.text = function (msg) {
  return { content: [{ type: 'text', text: msg }] };
};

exports.fail = function (msg) {
  return { isError: true, content: [{ type: 'text', text: msg }] };
};

exports.confirm = function (message) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message: message,
      requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Confirm' } }, required: ['confirm'] }
    }
  };
};
