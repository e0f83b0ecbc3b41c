// Registers the merge_contacts tool, which confirms with the user before merging duplicates.
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { bindingHolds, userOf } from '../guard.js';
import { crmTokenFor, getContact, mergeContacts } from '../crm.js';

const TOOL = 'merge_contacts';

export default function registerMergeContacts(server, { sealer, replay }) {
  server.registerTool(
    TOOL,
    {
      description: 'Merge duplicate contacts into one. The merged-away records are deleted.',
      inputSchema: z.object({
        survivorId: z.string(),
        duplicateIds: z.array(z.string()).min(1).max(20),
      }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = userOf(ctx);
      const bind = { userId, tool: TOOL, args };
      const token = await ctx.mcpReq.requestState();

      if (!token) {
        const crmToken = await crmTokenFor(ctx.http.authInfo);
        const survivor = await getContact(args.survivorId, crmToken);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Merge ${args.duplicateIds.length} contact(s) into ${survivor.name} and delete them?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: sealer.seal({ survivorName: survivor.name }, bind),
        });
      }

      const state = sealer.open(token);
      if (!bindingHolds(state, bind) || !replay.firstUse(state.nonce, state.exp)) {
        return { isError: true, content: [{ type: 'text', text: 'Confirmation invalid or already used.' }] };
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return { content: [{ type: 'text', text: 'Nothing merged.' }] };

      const crmToken = await crmTokenFor(ctx.http.authInfo);
      await mergeContacts(args.survivorId, args.duplicateIds, crmToken);
      return { content: [{ type: 'text', text: `Merged into ${state.survivorName}.` }] };
    },
  );
}
