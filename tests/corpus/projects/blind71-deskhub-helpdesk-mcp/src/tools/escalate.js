// escalate_ticket: asks the agent for a level and reason, then raises priority and pages the on-call rotation.
'use strict';

const { query } = require('../db');
const { sealState, incomingState } = require('../state');
const { pageOnCall } = require('../notify');
const { loadTenant } = require('../tenants/store');

const TOOL = 'escalate_ticket';

const definition = {
  name: TOOL,
  description: 'Escalate a ticket: raise its priority and page the on-call team of the workspace.',
  inputSchema: {
    type: 'object',
    properties: { ticketId: { type: 'integer' } },
    required: ['ticketId'],
  },
};

async function escalateTicket(args, ctx) {
  const { tenantId, userId } = ctx.auth;
  const raw = incomingState(ctx.params);

  if (!raw) {
    const [ticket] = await query('SELECT id, subject, priority FROM tickets WHERE id = ? AND workspace_id = ?', [
      Number(args.ticketId),
      tenantId,
    ]);
    if (!ticket) return ctx.fail(`Ticket #${args.ticketId} was not found.`);
    if (ticket.priority === 'urgent') return ctx.fail(`Ticket #${ticket.id} is already urgent.`);
    return {
      resultType: 'input_required',
      inputRequests: {
        details: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Escalate #${ticket.id} "${ticket.subject}"?`,
            requestedSchema: {
              type: 'object',
              properties: {
                level: { type: 'string', enum: ['high', 'urgent'] },
                reason: { type: 'string', minLength: 10, maxLength: 500 },
              },
              required: ['level', 'reason'],
            },
          },
        },
      },
      requestState: sealState(ctx.stateKey, { tool: TOOL, tenantId, userId, ticketId: ticket.id, subject: ticket.subject }),
    };
  }

  const [body] = String(raw).split('.'); // expect: require-sealed-state
  const pending = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (pending.tool !== TOOL || pending.tenantId !== tenantId || pending.userId !== userId || pending.exp <= Date.now()) {
    return ctx.fail('This escalation request is stale. Run escalate_ticket again.');
  }
  const reply = ctx.params.inputResponses?.details;
  if (reply?.action !== 'accept') return { content: [{ type: 'text', text: 'Escalation cancelled.' }] };
  const level = reply.content?.level === 'urgent' ? 'urgent' : 'high';

  await query('UPDATE tickets SET priority = ?, escalated_by = ?, escalated_at = NOW() WHERE id = ? AND workspace_id = ?', [
    level,
    userId,
    pending.ticketId,
    pending.tenantId,
  ]);
  const tenant = await loadTenant(pending.tenantId);
  await pageOnCall(tenant, {
    ticketId: pending.ticketId,
    subject: pending.subject,
    level,
    requestedBy: userId,
    reason: String(reply.content?.reason ?? ''),
  });
  return { content: [{ type: 'text', text: `Ticket #${pending.ticketId} escalated to ${level}; on-call paged.` }] };
}

module.exports = { definitions: [definition], handlers: { [TOOL]: escalateTicket } };
