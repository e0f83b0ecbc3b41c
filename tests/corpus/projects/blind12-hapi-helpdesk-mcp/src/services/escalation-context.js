'use strict';

const { Team } = require('../models');

/**
 * Everything the second round of escalate_ticket needs, gathered once so the
 * confirm round does not have to hit the database again.
 */
async function buildEscalationContext(ticket, agent, severity) {
  const team = ticket.teamId ? await Team.findByPk(ticket.teamId) : agent.Team;
  if (!team || !team.pagerDutyServiceId) {
    throw new Error(`ticket ${ticket.id} has no on-call team`);
  }

  return {
    ticketId: ticket.id,
    subject: ticket.subject,
    severity,
    teamId: team.id,
    pagerDutyServiceId: team.pagerDutyServiceId,
    escalatedBy: {
      id: agent.id,
      name: agent.displayName,
      zendeskUserId: agent.zendeskUserId,
      zendeskApiToken: agent.zendeskApiToken, // expect-todo: no-secrets-in-state
    },
  };
}

function describeEscalation(ctx) {
  return `Page ${ctx.severity} on-call for ticket #${ctx.ticketId} ("${ctx.subject}")?`;
}

module.exports = { buildEscalationContext, describeEscalation };
