'use strict';

const { z } = require('zod');
const { compose, toolError, withAudit, withCaller, withEnvelope } = require('../compose');

const TIER2_GROUP_ID = Number(process.env.ZENDESK_TIER2_GROUP_ID || 0);

const input = z.object({
  ticketId: z.number().int().positive(),
  reason: z.string().min(10).max(500),
  pageOnCall: z.boolean().default(false),
});

/** Escalates a ticket to tier 2 (and optionally pages on-call) after the agent confirms. */
module.exports = function escalatePlugin(relay, { zendesk }) {
  relay.tool({
    name: 'escalate_ticket',
    description: 'Escalate a ticket to tier 2 as urgent, optionally paging on-call. Asks for confirmation.',
    input,
    annotations: { destructiveHint: true, idempotentHint: false },
    handler: compose(withAudit, withCaller, withEnvelope)(async (call) => {
      const { ticketId, reason, pageOnCall } = call.args;
      const agentEmail = call.authInfo.extra.email;

      if (call.state === undefined) {
        if (!(await zendesk.canWork(agentEmail, ticketId))) return toolError(`You cannot work ticket #${ticketId}.`);
        const ticket = await zendesk.ticket(ticketId);
        return call.suspend(
          {
            confirm: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: `Escalate #${ticketId} "${ticket.subject}" to tier 2 as urgent${pageOnCall ? ' and page on-call' : ''}?`,
                requestedSchema: {
                  type: 'object',
                  properties: { confirm: { type: 'boolean', title: 'Escalate' } },
                  required: ['confirm'],
                },
              },
            },
          },
          {
            step: 'confirm',
            subject: ticket.subject,
            // only a hint for the note below; whether a reset was asked is visible on the ticket anyway
            passwordResetRequested: ticket.tags.includes('password_reset'),
          },
        );
      }

      if (call.state.step !== 'confirm') return toolError('Unexpected step. Please start again.');
      const answer = call.inputResponses.confirm;
      if (!answer || answer.action !== 'accept' || answer.content?.confirm !== true) {
        return { content: [{ type: 'text', text: 'Not escalated.' }] };
      }

      const note = [
        `Escalated by ${agentEmail}: ${reason}`,
        call.state.passwordResetRequested ? 'Customer asked for a password reset; verify identity first.' : null,
      ]
        .filter(Boolean)
        .join('\n');
      await zendesk.escalate(ticketId, { groupId: TIER2_GROUP_ID, note, pageOnCall });
      return { content: [{ type: 'text', text: `#${ticketId} "${call.state.subject}" escalated to tier 2.` }] };
    }),
  });
};
