'use strict';

const { z } = require('zod');
const { compose, toolError, withAudit, withCaller } = require('../compose');
const pending = require('../pending');

const input = z.object({
  survivorId: z.number().int().positive(),
  duplicateId: z.number().int().positive(),
});

/**
 * Merges are irreversible and must not run twice, so this tool keeps its confirmation on the
 * server: the client only holds a random handle, and claiming the hold removes it.
 */
module.exports = function mergePlugin(relay, { zendesk }) {
  relay.tool({
    name: 'merge_tickets',
    description: 'Merge a duplicate ticket into another one. Irreversible; asks for confirmation.',
    input,
    annotations: { destructiveHint: true },
    handler: compose(withAudit, withCaller)(async (call) => {
      const { survivorId, duplicateId } = call.args;
      if (survivorId === duplicateId) return toolError('A ticket cannot be merged into itself.');

      if (call.requestState === undefined) {
        const agentEmail = call.authInfo.extra.email;
        const allowed = await Promise.all([zendesk.canWork(agentEmail, survivorId), zendesk.canWork(agentEmail, duplicateId)]);
        if (!allowed.every(Boolean)) return toolError('You cannot work both tickets.');

        const [survivor, duplicate] = await Promise.all([zendesk.ticket(survivorId), zendesk.ticket(duplicateId)]);
        const handle = pending.hold({ userId: call.userId, tool: call.tool, survivorId, duplicateId });
        return {
          resultType: 'input_required',
          inputRequests: {
            confirm: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: `Merge #${duplicateId} "${duplicate.subject}" into #${survivorId} "${survivor.subject}"? This cannot be undone.`,
                requestedSchema: {
                  type: 'object',
                  properties: { confirm: { type: 'boolean', title: 'Merge' } },
                  required: ['confirm'],
                },
              },
            },
          },
          requestState: handle,
        };
      }

      const held = pending.claim(call.requestState, { userId: call.userId, tool: call.tool });
      if (!held || held.survivorId !== survivorId || held.duplicateId !== duplicateId) {
        return toolError('This confirmation is unknown, used or expired. Please start again.');
      }
      const answer = call.inputResponses.confirm;
      if (!answer || answer.action !== 'accept' || answer.content?.confirm !== true) {
        return { content: [{ type: 'text', text: 'Nothing was merged.' }] };
      }

      await zendesk.merge(survivorId, duplicateId, `Merged #${duplicateId} (confirmed by ${call.authInfo.extra.email}).`);
      return { content: [{ type: 'text', text: `Merged #${duplicateId} into #${survivorId}.` }] };
    }),
  });
};
