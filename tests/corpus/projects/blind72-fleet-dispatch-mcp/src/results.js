// Builders for tool results, including the hand-made input_required shape (1.x has no helper for it).
'use strict';

exports.text = function text(message, structuredContent) {
  const result = { content: [{ type: 'text', text: message }] };
  if (structuredContent) result.structuredContent = structuredContent;
  return result;
};

exports.toolError = function toolError(message) {
  return { isError: true, content: [{ type: 'text', text: message }] };
};

/**
 * @param {Record<string, object>} inputRequests
 * @param {string} requestState
 */
exports.inputRequired = function inputRequired(inputRequests, requestState) {
  return {
    resultType: 'input_required',
    content: [],
    inputRequests,
    _meta: { requestState },
  };
};

/**
 * @param {string} message
 * @param {Record<string, object>} properties
 * @param {string[]} [required]
 */
exports.elicit = function elicit(message, properties, required) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message,
      requestedSchema: { type: 'object', properties, required: required || Object.keys(properties) },
    },
  };
};

/**
 * @param {Record<string, any> | undefined} inputResponses
 * @param {string} key
 */
exports.accepted = function accepted(inputResponses, key) {
  const response = inputResponses && inputResponses[key];
  return response && response.action === 'accept' ? response.content || {} : null;
};
