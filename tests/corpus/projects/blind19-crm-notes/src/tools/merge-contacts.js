'use strict';

const { z } = require('zod');
const { currentRound, accepted } = require('../http/middleware');
const { userIdOf, text, fail, inputRequired, confirmForm } = require('./util');

const TOOL = 'merge_contacts';

module.exports = function registerMergeContacts(server, { crm, stateTokens }) {
  server.registerTool(
    TOOL,
    {
      description: 'Merge duplicate contacts into one. Irreversible; asks for confirmation first.',
      inputSchema: { contactId: z.string() },
      annotations: { destructiveHint: true },
    },
    async ({ contactId }, extra) => {
      const userId = userIdOf(extra);
      const round = currentRound();

      if (!round.requestState) {
        const [primary, dupes] = await Promise.all([crm.contact(contactId), crm.findDuplicates(contactId)]);
        if (primary.owner_id !== userId) return fail('You can only merge contacts you own.');
        const mine = dupes.items.filter((d) => d.owner_id === userId);
        if (mine.length === 0) return text(`No duplicates found for ${primary.name}.`);

        const plan = { primaryId: primary.id, duplicateIds: mine.map((d) => d.id) };
        return inputRequired(
          { confirm: confirmForm(`Merge ${mine.length} duplicate(s) into ${primary.name}? This cannot be undone.`) },
          stateTokens.issue(plan, { sub: userId, tool: TOOL }),
        );
      }

      const plan = stateTokens.peek(round.requestState);
      if (!plan || plan.sub !== userId || plan.tool !== TOOL) return fail('This confirmation is not valid for you.');

      const answer = accepted(round, 'confirm');
      if (!answer || answer.confirm !== true) return text('Merge cancelled.');

      const result = await crm.mergeContacts(plan.primaryId, plan.duplicateIds, userId);
      return text(`Merged ${result.merged_count} contact(s) into ${plan.primaryId}.`);
    },
  );
};
