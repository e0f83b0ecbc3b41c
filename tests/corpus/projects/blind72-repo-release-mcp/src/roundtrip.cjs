// Multi round-trip helpers for the 1.x SDK: answers and state ride in _meta, input_required results are hand-built.
'use strict';

exports.stateOf = function stateOf(extra) {
  const meta = extra._meta || {};
  return typeof meta.requestState === 'string' ? meta.requestState : undefined;
};

exports.answerOf = function answerOf(extra, key) {
  const responses = (extra._meta && extra._meta.inputResponses) || {};
  const r = responses[key];
  return r && r.action === 'accept' ? r.content || {} : undefined;
};

exports.ask = function ask(key, message, properties, requestState) {
  return {
    resultType: 'input_required',
    content: [{ type: 'text', text: message }],
    inputRequests: {
      [key]: {
        method: 'elicitation/create',
        params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required: Object.keys(properties) } },
      },
    },
    _meta: { requestState },
  };
};

exports.reply = function reply(text, isError) {
  return { content: [{ type: 'text', text }], isError: Boolean(isError) };
};

exports.userOf = function userOf(extra) {
  const auth = extra.authInfo;
  if (!auth || !auth.extra || !auth.extra.userId) throw new Error('unauthenticated');
  return { userId: auth.extra.userId, login: auth.extra.login, token: auth.token };
};
