// Multi round-trip helpers on SDK 1.x: builds input_required results and reads the retry's _meta fields.
'use strict';

function form(message, properties, required) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message: message,
      requestedSchema: { type: 'object', properties: properties, required: required || [] }
    }
  };
}

function inputRequired(requests, requestState) {
  return {
    content: [],
    resultType: 'input_required',
    inputRequests: requests,
    requestState: requestState,
    _meta: { resultType: 'input_required', inputRequests: requests, requestState: requestState }
  };
}

function retryState(extra) {
  var meta = extra && extra._meta;
  return meta && typeof meta.requestState === 'string' ? meta.requestState : null;
}

function answer(extra, key) {
  var meta = extra && extra._meta;
  var responses = meta && meta.inputResponses;
  var entry = responses && responses[key];
  return entry && entry.action === 'accept' && entry.content ? entry.content : null;
}

function text() {
  return { content: [{ type: 'text', text: Array.prototype.join.call(arguments, '\n') }] };
}

function toolError(message) {
  return { content: [{ type: 'text', text: message }], isError: true };
}

exports.form = form;
exports.inputRequired = inputRequired;
exports.retryState = retryState;
exports.answer = answer;
exports.text = text;
exports.toolError = toolError;
exports.STATE_REJECTED = 'Invalid or expired requestState';
