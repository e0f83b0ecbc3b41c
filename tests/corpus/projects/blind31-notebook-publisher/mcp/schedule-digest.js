'use strict';

var _ = require('lodash');
var stateJwt = require('../lib/state-jwt');

var TOOL = 'schedule_digest';
var DIGEST_TOKEN_BUDGET = 800; // length budget of the LLM summary

var WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/**
 * schedule_digest, mixed into NotebookTools. Two rounds; what the first round looked
 * up travels in a short JWT (see lib/state-jwt.js).
 *
 * @this {import('./server').NotebookTools}
 */
module.exports = function scheduleDigest(params, extra) {
  var self = this;
  var userId = self.userOf(extra);
  var listId = _.get(params, 'arguments.listId');
  var binding = { userId: userId, tool: TOOL };

  if (!params.requestState) {
    return self.cms.getList(listId, userId).then(function (list) {
      if (!list) return self.text('No reading list ' + listId + ' in your notebook.');
      return stateJwt
        .issueState({ listId: list.id, timezone: list.timezone, maxTokens: DIGEST_TOKEN_BUDGET }, binding)
        .then(function (token) {
          return {
            resultType: 'input_required',
            inputRequests: {
              when: {
                method: 'elicitation/create',
                params: {
                  mode: 'form',
                  message: 'When should the "' + list.name + '" digest go out (' + list.timezone + ')?',
                  requestedSchema: {
                    type: 'object',
                    properties: {
                      weekday: { type: 'string', enum: WEEKDAYS },
                      hour: { type: 'integer', minimum: 0, maximum: 23 }
                    },
                    required: ['weekday', 'hour']
                  }
                }
              }
            },
            requestState: token
          };
        });
    });
  }

  return stateJwt.readState(params.requestState, binding).then(
    function (saved) {
      if (saved.listId !== listId) return self.refusal('That schedule was started for another list.');

      var answer = _.get(params, ['inputResponses', 'when']);
      if (!answer || answer.action !== 'accept') return self.text('No digest scheduled.');

      return self.cms
        .scheduleDigest({
          listId: saved.listId,
          ownerId: userId,
          weekday: answer.content.weekday,
          hour: answer.content.hour,
          timezone: saved.timezone,
          maxTokens: saved.maxTokens
        })
        .then(function () {
          return self.text('Digest scheduled for ' + answer.content.weekday + 's at ' + answer.content.hour + ':00 ' + saved.timezone + '.');
        });
    },
    function (err) {
      if (err instanceof stateJwt.StateRefused) {
        return self.refusal('This scheduling session is no longer valid (' + err.reason + '); start again.');
      }
      throw err;
    }
  );
};
