// escalate_ticket tool: pages the tenant's on-call team in Opsgenie for a helpdesk ticket.
const helpdesk = require('../helpdesk');
const { config } = require('../config');
const { getTenant, recordEscalation } = require('../tenants');

const definition = {
  name: 'escalate_ticket',
  title: 'Escalate ticket to on-call',
  description: 'Open an Opsgenie alert for a ticket and page a responder team. Asks for priority and team.',
  inputSchema: {
    type: 'object',
    properties: { ticketId: { type: 'string' } },
    required: ['ticketId'],
  },
  annotations: { openWorldHint: true },
};

async function createAlert(apiKey, alert) {
  const res = await fetch(`${config.opsgenieApiBase}/alerts`, {
    method: 'POST',
    headers: { authorization: `GenieKey ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(alert),
  });
  if (!res.ok) throw new Error(`Opsgenie rejected the alert (${res.status})`);
  return res.json();
}

async function handler(args, { identity, incomingState, inputResponses }) {
  if (!incomingState) {
    const tenant = await getTenant(identity.tenantId);
    const ticket = await helpdesk.getTicket(tenant.id, args.ticketId);
    if (!ticket) return { isError: true, content: [{ type: 'text', text: `Ticket ${args.ticketId} not found.` }] };

    const pending = {
      ticketId: ticket.id,
      subject: ticket.subject,
      tenantId: tenant.id,
      opsgenieApiKey: tenant.opsgenieApiKey, // expect: no-secrets-in-state
      teams: tenant.responderTeams.map((t) => t.id),
    };
    return {
      content: [{ type: 'text', text: `Ready to escalate ticket ${ticket.id}.` }],
      resultType: 'input_required',
      inputRequests: {
        escalation: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Escalate "${ticket.subject}" (${ticket.id}) to on-call?`,
            requestedSchema: {
              type: 'object',
              properties: {
                priority: { type: 'string', enum: ['P1', 'P2', 'P3'], title: 'Priority' },
                team: {
                  type: 'string',
                  title: 'Responder team',
                  oneOf: tenant.responderTeams.map((t) => ({ const: t.id, title: t.name })),
                },
              },
              required: ['priority', 'team'],
            },
          },
        },
      },
      requestState: Buffer.from(JSON.stringify(pending)).toString('base64url'), // expect: require-sealed-state
    };
  }

  const pending = JSON.parse(Buffer.from(incomingState, 'base64url').toString('utf8')); // expect: require-sealed-state
  const answer = inputResponses.escalation;
  if (answer?.action !== 'accept') {
    return { content: [{ type: 'text', text: 'Escalation cancelled.' }] };
  }
  const { priority, team } = answer.content;
  if (!pending.teams.includes(team)) {
    return { isError: true, content: [{ type: 'text', text: 'Unknown responder team.' }] };
  }

  const alert = await createAlert(pending.opsgenieApiKey, {
    message: `[${pending.ticketId}] ${pending.subject}`.slice(0, 130),
    alias: `ticket-${pending.tenantId}-${pending.ticketId}`,
    priority,
    responders: [{ id: team, type: 'team' }],
    details: { escalatedBy: identity.email || identity.userId },
  });
  await helpdesk.addInternalNote(pending.tenantId, pending.ticketId, `Escalated to on-call (${priority}).`, identity.userId);
  await recordEscalation(pending.tenantId, pending.ticketId, alert.requestId, identity.userId);
  return { content: [{ type: 'text', text: `On-call paged (${priority}); Opsgenie request ${alert.requestId}.` }] };
}

module.exports = { definition, handler };
