'use strict';

var _ = require('lodash');
var context = require('./context');

var TOOL = 'merge_tickets';

module.exports = {
  name: TOOL,
  description: 'Merge a duplicate ticket into another one. The source ticket is closed and cannot be reopened.',
  inputSchema: {
    type: 'object',
    properties: {
      sourceId: { type: 'integer', description: 'The duplicate, which gets closed' },
      targetId: { type: 'integer', description: 'The ticket that is kept' }
    },
    required: ['sourceId', 'targetId']
  },
  annotations: { destructiveHint: true },

  handler: function (params, extra, deps) {
    var agent = context.agentFor(extra);
    var args = params.arguments || {};

    if (args.sourceId === args.targetId) {
      return context.refusal('A ticket cannot be merged into itself.');
    }

    if (!params.requestState) {
      return Promise.all([
        deps.zendesk.getTicket(args.sourceId, agent.zendeskToken),
        deps.zendesk.getTicket(args.targetId, agent.zendeskToken)
      ]).then(function (tickets) {
        var source = tickets[0];
        var target = tickets[1];
        return {
          resultType: 'input_required',
          inputRequests: {
            confirm: context.elicit(
              'Close #' + source.id + ' ("' + source.subject + '") and merge it into #' + target.id + ' ("' + target.subject + '")?',
              { confirm: { type: 'boolean', title: 'Yes, merge and close #' + source.id } },
              ['confirm']
            )
          },
          requestState: deps.store.seal({ step: 'confirm' }, { userId: agent.userId, tool: TOOL }) // expect-todo: require-state-binding
        };
      });
    }

    var saved = deps.store.open(params.requestState, { userId: agent.userId, tool: TOOL });
    if (!saved || saved.step !== 'confirm') {
      return context.refusal('This merge confirmation expired or is not yours. Please start again.');
    }

    var answer = _.get(params, ['inputResponses', 'confirm']);
    if (!answer || answer.action !== 'accept' || !_.get(answer, 'content.confirm')) {
      return context.text('Merge cancelled; nothing was changed.');
    }

    return deps.zendesk.merge(args.sourceId, args.targetId, agent.zendeskToken).then(function () {
      return context.text('Merged #' + args.sourceId + ' into #' + args.targetId + '.');
    });
  }
};
