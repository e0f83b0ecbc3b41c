// Multi round-trip helpers for SDK 1.x, which has no native support: builds input_required results, reads retries.
'use strict';

function elicit(message, properties, required) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message: message,
      requestedSchema: { type: 'object', properties: properties, required: required || [] }
    }
  };
}

function inputRequired(inputRequests, requestState) {
  var result = { content: [], resultType: 'input_required', inputRequests: inputRequests };
  if (requestState !== undefined) {
    result.requestState = requestState;
    result._meta = { requestState: requestState };
  }
  return result;
}

function readState(params) {
  if (!params) return null;
  if (typeof params.requestState === 'string') return params.requestState;
  var meta = params._meta;
  return meta && typeof meta.requestState === 'string' ? meta.requestState : null;
}

function responses(params) {
  if (!params) return {};
  return params.inputResponses || (params._meta && params._meta.inputResponses) || {};
}

function accepted(params, key) {
  var entry = responses(params)[key];
  if (!entry || entry.action !== 'accept') return null;
  return entry.content || {};
}

module.exports = {};
module.exports.elicit = elicit;
module.exports.inputRequired = inputRequired;
module.exports.readState = readState;
module.exports.accepted = accepted;
