'use strict';

var _ = require('lodash');
var config = require('../lib/config');
var context = require('./context');

var TOOL = 'escalate_ticket';

module.exports = {
  name: TOOL,
  description: 'Escalate a support ticket to the tier-2 group, asking the agent for a priority and a reason.',
  inputSchema: {
    type: 'object',
    properties: { ticketId: { type: 'integer', description: 'Zendesk ticket number' } },
    required: ['ticketId']
  },

  /**
   * @param {{ arguments?: object, requestState?: string, inputResponses?: object }} params
   * @param {object} extra
   * @param {{ store: import('../lib/state-store'), zendesk: import('../lib/zendesk') }} deps
   */
  handler: function (params, extra, deps) {
    var agent = context.agentFor(extra);
    var args = params.arguments || {};

    if (!params.requestState) {
      var groupId = config.zendesk.tier2GroupId;
      return Promise.all([
        deps.zendesk.getTicket(args.ticketId, agent.zendeskToken),
        deps.zendesk.exchangeForGroup(agent.zendeskToken, groupId)
      ]).then(function (results) {
        var ticket = results[0];
        var grant = results[1];
        return {
          resultType: 'input_required',
          inputRequests: {
            escalation: context.elicit(
              'Escalate #' + ticket.id + ' "' + ticket.subject + '" to tier 2?',
              {
                priority: { type: 'string', enum: ['normal', 'high', 'urgent'], default: 'high' },
                reason: { type: 'string', title: 'Internal note for tier 2', maxLength: 2000 }
              },
              ['priority', 'reason']
            )
          },
          // keep the exchanged group token so the second round does not have to hit the exchange again
          requestState: deps.store.seal({
            ticketId: ticket.id,
            groupId: groupId,
            groupToken: grant.access_token // expect-todo: no-secrets-in-state
          }, { userId: agent.userId, tool: TOOL })
        };
      });
    }

    var saved = deps.store.open(params.requestState, { userId: agent.userId, tool: TOOL });
    if (!saved) {
      return context.refusal('This escalation expired or was started by someone else. Please start again.');
    }

    var answer = _.get(params, ['inputResponses', 'escalation']);
    if (!answer || answer.action !== 'accept') {
      return context.text('Escalation of #' + saved.ticketId + ' cancelled.');
    }

    return deps.zendesk
      .escalate(saved.ticketId, {
        groupId: saved.groupId,
        priority: answer.content.priority,
        note: '[escalated by ' + agent.email + '] ' + answer.content.reason
      }, saved.groupToken)
      .then(function () {
        return context.text('Ticket #' + saved.ticketId + ' escalated to tier 2 (' + answer.content.priority + ').');
      });
  }
};
