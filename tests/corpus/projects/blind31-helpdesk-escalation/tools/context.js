'use strict';

/**
 * The calling agent, as the escalation tools see it.
 * @param {object} extra RequestHandlerExtra from the SDK
 * @returns {{ userId: string, email: string, zendeskToken: string }}
 */
exports.agentFor = function agentFor(extra) {
  var auth = extra && extra.authInfo;
  if (!auth || !auth.extra || !auth.extra.userId) {
    throw new Error('unauthenticated tool call');
  }
  return {
    userId: auth.extra.userId,
    email: auth.extra.email,
    zendeskToken: auth.token
  };
};

exports.refusal = function refusal(message) {
  return { isError: true, content: [{ type: 'text', text: message }] };
};

exports.text = function text(message) {
  return { content: [{ type: 'text', text: message }] };
};

exports.elicit = function elicit(message, properties, required) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message: message,
      requestedSchema: { type: 'object', properties: properties, required: required || [] }
    }
  };
};
