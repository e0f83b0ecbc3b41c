// Tool: reverse a posted journal entry after the user confirms the reversal.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { seal, open } from '../crypto/stateSealer.js';
import { getEntry, reverseEntry, userCanPost } from '../db.js';
import { userIdOf } from '../auth.js';
import { confirmSchema, formatMoney, text, toolError } from './util.js';

const TOOL = 'reverse_journal_entry';

export function registerReverseEntry(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Reverse a posted journal entry by posting an offsetting entry in the same period.',
      inputSchema: {
        entryId: z.string().uuid(),
        reason: z.string().min(3).max(200),
      },
      annotations: { destructiveHint: true },
    },
    async ({ entryId, reason }, ctx) => {
      const userId = userIdOf(ctx);
      const raw = ctx.mcpReq.requestState();

      if (!raw) {
        const entry = await getEntry(entryId);
        if (!entry) return toolError('No such journal entry.');
        if (!(await userCanPost(userId, entry.entity_id))) return toolError('You cannot post to this entity.');
        if (entry.status !== 'posted') return toolError(`Entry is ${entry.status}; only posted entries can be reversed.`);
        const amount = formatMoney(entry.amount_minor, entry.currency);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Reverse entry ${entry.id} (${amount}, "${entry.memo}") in ${entry.period}?`,
              requestedSchema: confirmSchema('Post the reversal'),
            }),
          },
          requestState: await seal({ step: 'confirm-reversal' }, { sub: userId, tool: TOOL }), // expect: require-state-binding
        });
      }

      const state = await open(raw, { sub: userId, tool: TOOL });
      if (!state || state.step !== 'confirm-reversal') {
        return toolError('The confirmation has expired; run the reversal again.');
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('Reversal cancelled; nothing was posted.');

      const entry = await getEntry(entryId);
      if (!entry || !(await userCanPost(userId, entry.entity_id))) return toolError('You cannot post to this entity.');
      const reversalId = await reverseEntry(entryId, userId, reason);
      return text(`Posted reversal ${reversalId} for entry ${entryId}.`);
    },
  );
}
