'use strict';

var _ = require('lodash');

var TOOL = 'publish_post';
var ARG_FIELDS = ['postId', 'channel'];

/**
 * publish_post, mixed into NotebookTools (this = the NotebookTools instance).
 * The confirmation lives server-side: the client gets a random handle as requestState.
 *
 * @this {import('./server').NotebookTools}
 * @param {{ arguments?: object, requestState?: string, inputResponses?: object }} params
 * @param {object} extra
 */
module.exports = function publishPost(params, extra) {
  var self = this;
  var userId = self.userOf(extra);
  var args = _.pick(params.arguments || {}, ARG_FIELDS);

  if (!params.requestState) {
    return self.cms.getPost(args.postId, userId).then(function (post) {
      if (!post) return self.text('There is no post ' + args.postId + ' in your notebook.');
      return self.pending.create({ userId: userId, tool: TOOL, args: args }).then(function (handle) {
        return {
          resultType: 'input_required',
          inputRequests: {
            confirm: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: 'Publish "' + post.title + '" to ' + args.channel + '? Preview: ' + self.previewUrl(post.id),
                requestedSchema: {
                  type: 'object',
                  properties: { publish: { type: 'boolean', title: 'Publish now' } },
                  required: ['publish']
                }
              }
            }
          },
          requestState: handle
        };
      });
    });
  }

  return self.pending.take(params.requestState).then(function (record) {
    if (!record || record.userId !== userId || record.tool !== TOOL || !(record.expiresAt > Date.now())) {
      return self.refusal('This confirmation expired, was already used, or was not given to you.');
    }
    if (!_.isEqual(record.args, args)) {
      return self.refusal('This confirmation was for another post or channel.');
    }

    var answer = _.get(params, ['inputResponses', 'confirm']);
    if (!answer || answer.action !== 'accept' || _.get(answer, 'content.publish') !== true) {
      return self.text('Not published.');
    }

    return self.cms.publish(record.args.postId, record.args.channel, userId).then(function (result) {
      return self.text('Published to ' + record.args.channel + ': ' + result.url);
    });
  });
};
