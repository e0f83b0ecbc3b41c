'use strict';

var _ = require('lodash');

exports.userOf = function userOf(extra) {
  var id = _.get(extra, 'authInfo.extra.userId');
  if (!id) throw new Error('tool called without an authenticated user');
  return id;
};

exports.refused = function refused(why) {
  return { isError: true, content: [{ type: 'text', text: 'Refused (' + why + '). Start the action again.' }] };
};

exports.text = function text(msg) {
  return { content: [{ type: 'text', text: msg }] };
};

exports.confirm = function confirm(message) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message: message,
      requestedSchema: {
        type: 'object',
        properties: { approve: { type: 'boolean', title: 'Approve' } },
        required: ['approve']
      }
    }
  };
};

exports.approved = function approved(params, key) {
  var answer = _.get(params, ['inputResponses', key]);
  return !!(answer && answer.action === 'accept' && answer.content && answer.content.approve === true);
};
