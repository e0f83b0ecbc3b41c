// Helpers for text, error and elicitation results and reading accepted input.
'use strict';

module.exports = {
  text: function (t) { return { content: [{ type: 'text', text: t }] }; },
  error: function (t) { return { content: [{ type: 'text', text: t }], isError: true }; },
  ask: function (key, message, schema, state) {
    var requests = {};
    requests[key] = { method: 'elicitation/create', params: { mode: 'form', message: message, requestedSchema: schema } };
    return { resultType: 'input_required', inputRequests: requests, requestState: state };
  },
  accepted: function (params, key) {
    var r = params.inputResponses && params.inputResponses[key];
    return r && r.action === 'accept' ? r.content || {} : null;
  }
};
