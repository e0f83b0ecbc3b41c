// Contacts plugin registering merge_contacts, which confirms before merging duplicate records.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { definePlugin, reply } from '../plugin.js';
import { stateCodec } from '../state/index.js';

const sameIds = (a: string[], b: string[]) => a.length === b.length && [...a].sort().every((id, i) => id === [...b].sort()[i]);

export default definePlugin({
  name: 'contacts',
  setup({ server, crm }) {
    server.registerTool(
      'merge_contacts',
      {
        description: 'Merge duplicate contacts into one primary record. Asks before merging.',
        inputSchema: z.object({ primaryId: z.string(), duplicateIds: z.array(z.string()).min(1) }),
        annotations: { destructiveHint: true },
      },
      async ({ primaryId, duplicateIds }, ctx) => {
        const raw = await ctx.mcpReq.requestState<string>();
        if (!raw) {
          const primary = await crm.get(primaryId);
          return inputRequired({
            inputRequests: {
              confirm: inputRequired.elicit({
                message: `Merge ${duplicateIds.length} contact(s) into ${primary.name}? This cannot be undone.`,
                requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
              }),
            },
            requestState: await stateCodec.mint({ kind: 'merge', primaryId, duplicateIds }, ctx),
          });
        }

        let state;
        try {
          state = await stateCodec.verify(raw, ctx);
        } catch {
          return reply('This confirmation has expired. Please ask again.', true);
        }
        if (state.kind !== 'merge' || state.primaryId !== primaryId || !sameIds(state.duplicateIds, duplicateIds)) {
          return reply('Confirmation does not match this merge.', true);
        }
        if (!acceptedContent<{ ok: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.ok) return reply('Merge cancelled.');
        const merged = await crm.merge(primaryId, duplicateIds);
        return reply(`Merged into ${merged.name} (${merged.id}).`);
      },
    );
  },
});
