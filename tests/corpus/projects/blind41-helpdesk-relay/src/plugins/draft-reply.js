'use strict';

const { z } = require('zod');
const { compose, toolError, withAudit, withCaller, withEnvelope } = require('../compose');

const input = z.object({
  ticketId: z.number().int().positive(),
  tone: z.enum(['friendly', 'formal', 'brief']).default('friendly'),
});

const REPLY_TOKEN_BUDGET = 700;

/** Drafts a reply with the client's model (sampling) and stores it as a private draft. */
module.exports = function draftReplyPlugin(relay, { zendesk }) {
  relay.tool({
    name: 'draft_reply',
    description: "Draft a reply to a ticket with your assistant's model and save it as a private note.",
    input,
    annotations: { readOnlyHint: false, destructiveHint: false },
    handler: compose(withAudit, withCaller, withEnvelope)(async (call) => {
      const { ticketId, tone } = call.args;

      if (call.state === undefined) {
        if (!(await zendesk.canWork(call.authInfo.extra.email, ticketId))) return toolError(`You cannot work ticket #${ticketId}.`);
        const ticket = await zendesk.ticket(ticketId);
        const attachment = ticket.attachments && ticket.attachments.find((a) => a.content_type === 'text/plain');
        const attachmentText = attachment ? await zendesk.attachmentText(attachment.object_key) : '';

        return call.suspend(
          {
            draft: {
              method: 'sampling/createMessage',
              params: {
                systemPrompt: `You are a support agent. Write a ${tone} reply. Never promise refunds.`,
                messages: [
                  {
                    role: 'user',
                    content: { type: 'text', text: `Ticket: ${ticket.subject}\n\n${ticket.description}\n\n${attachmentText}` },
                  },
                ],
                maxTokens: REPLY_TOKEN_BUDGET,
              },
            },
          },
          {
            step: 'draft',
            // S3 object key of the attachment the draft was based on (an identifier, not a credential)
            objectKey: attachment ? attachment.object_key : null,
            replyTokenBudget: REPLY_TOKEN_BUDGET,
          },
        );
      }

      const reply = call.inputResponses.draft;
      const text = reply && reply.content && reply.content.type === 'text' ? reply.content.text : '';
      if (!text) return toolError('The assistant returned no draft.');
      await zendesk.addPrivateDraft(ticketId, text);
      const basis = call.state.objectKey ? ` (based on attachment ${call.state.objectKey})` : '';
      return { content: [{ type: 'text', text: `Saved a ${tone} draft on #${ticketId}${basis}.` }] };
    }),
  });
};
