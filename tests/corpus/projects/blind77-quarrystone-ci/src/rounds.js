// Builders for input_required results and readers for the client's answers, for tools on SDK 1.x.
'use strict';

function elicitForm(message, properties, required) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message,
      requestedSchema: { type: 'object', properties, required: required || Object.keys(properties) },
    },
  };
}

function inputRequired(inputRequests, requestState, note) {
  return {
    resultType: 'input_required',
    inputRequests,
    content: [{ type: 'text', text: note || 'Waiting for your answer.' }],
    _meta: { requestState },
  };
}

function clientState(request) {
  const params = request.params || {};
  return (params._meta && params._meta.requestState) || params.requestState || null;
}

function answerFor(request, key) {
  const params = request.params || {};
  const responses = (params._meta && params._meta.inputResponses) || params.inputResponses || {};
  const response = responses[key];
  return response && response.action === 'accept' ? response.content || {} : null;
}

function callerOf(extra) {
  const info = extra && extra.authInfo;
  if (!info || !info.extra || !info.extra.userId) throw new Error('unauthenticated call');
  return { id: info.extra.userId, login: info.extra.login, scopes: info.scopes || [] };
}

const ok = (text, structuredContent) => (structuredContent ? { content: [{ type: 'text', text }], structuredContent } : { content: [{ type: 'text', text }] });
const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });

module.exports = { elicitForm, inputRequired, clientState, answerFor, callerOf, ok, fail };
