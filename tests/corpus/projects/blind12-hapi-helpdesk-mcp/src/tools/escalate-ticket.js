'use strict';

const got = require('got');
const config = require('../config');
const { Ticket, Team } = require('../models');
const { buildEscalationContext, describeEscalation } = require('../services/escalation-context');

const TOOL = 'escalate_ticket';

const confirmSchema = {
  type: 'object',
  properties: {
    page: { type: 'boolean', title: 'Page the on-call engineer now' },
    note: { type: 'string', title: 'Internal note for the on-call engineer' },
  },
  required: ['page'],
};

async function postInternalNote(ctx, text) {
  const { escalatedBy } = ctx;
  await got.put(`https://${config.zendesk.subdomain}.zendesk.com/api/v2/tickets/${ctx.ticketId}.json`, {
    username: `${escalatedBy.zendeskUserId}/token`,
    password: escalatedBy.zendeskApiToken,
    json: { ticket: { comment: { body: text, public: false } } },
    timeout: { request: 5000 },
  });
}

async function triggerIncident(ctx, note) {
  const team = await Team.findByPk(ctx.teamId);
  const { body } = await got.post(config.pagerDuty.eventsUrl, {
    json: {
      routing_key: team.pagerDutyRoutingKey,
      event_action: 'trigger',
      dedup_key: `ticket-${ctx.ticketId}`,
      payload: {
        summary: `[${ctx.severity}] ${ctx.subject}`,
        source: 'helpdesk-mcp',
        severity: ctx.severity === 'P1' ? 'critical' : 'error',
        custom_details: { ticketId: ctx.ticketId, note },
      },
    },
    responseType: 'json',
  });
  return body.dedup_key;
}

module.exports = {
  name: TOOL,
  description: 'Escalate a helpdesk ticket to the on-call engineer of the owning team.',
  inputSchema: {
    type: 'object',
    properties: {
      ticketId: { type: 'string' },
      severity: { type: 'string', enum: ['P1', 'P2', 'P3'] },
    },
    required: ['ticketId', 'severity'],
  },
  annotations: { destructiveHint: false, openWorldHint: true },

  async handler({ args, params, agent, codec, ttlMs }) {
    if (!params.requestState) {
      const ticket = await Ticket.findByPk(args.ticketId);
      if (!ticket) {
        return { isError: true, content: [{ type: 'text', text: `Ticket ${args.ticketId} not found` }] };
      }
      const context = await buildEscalationContext(ticket, agent, args.severity);

      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: { mode: 'form', message: describeEscalation(context), requestedSchema: confirmSchema },
          },
        },
        requestState: codec.seal({ ...context, agentId: agent.id, tool: TOOL, exp: Date.now() + ttlMs }),
      };
    }

    const ctx = codec.open(params.requestState, { agentId: agent.id, tool: TOOL });
    const answer = params.inputResponses && params.inputResponses.confirm;
    if (!answer || answer.action !== 'accept' || answer.content.page !== true) {
      return { content: [{ type: 'text', text: 'Escalation cancelled.' }] };
    }

    const dedupKey = await triggerIncident(ctx, answer.content.note);
    await postInternalNote(ctx, `Escalated to on-call (${ctx.severity}). PagerDuty: ${dedupKey}`);

    return {
      content: [{ type: 'text', text: `Paged on-call for #${ctx.ticketId} (${dedupKey}).` }],
      structuredContent: { ticketId: ctx.ticketId, dedupKey },
    };
  },
};
