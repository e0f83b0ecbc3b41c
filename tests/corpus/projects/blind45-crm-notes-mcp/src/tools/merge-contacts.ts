import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { refuse, requireUserId, text, type ToolDeps } from './context.js';

const TOOL = 'merge_contacts';

interface MergeState {
  tool: string;
  survivorId: string;
  duplicateId: string;
}

export function registerMergeContacts(server: McpServer, deps: ToolDeps): void {
  server.registerTool(
    TOOL,
    {
      description: 'Merge a duplicate HubSpot contact into the contact to keep. Shows both and asks first.',
      inputSchema: z.object({
        survivorId: z.string().regex(/^\d+$/),
        duplicateId: z.string().regex(/^\d+$/),
      }),
      annotations: { destructiveHint: true },
    },
    async ({ survivorId, duplicateId }, ctx) => {
      const userId = requireUserId(ctx);
      const hubspot = await deps.hubspotFor(userId);
      // The server's requestState hook (codec.verify) has checked the signature, the expiry and the user.
      const state = ctx.mcpReq.requestState<MergeState>();

      if (state === undefined) {
        if (survivorId === duplicateId) return refuse('A contact cannot be merged into itself.');
        const [survivor, duplicate] = await Promise.all([hubspot.contact(survivorId), hubspot.contact(duplicateId)]);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message:
                `Merge ${duplicate.name} <${duplicate.email ?? 'no e-mail'}> (${duplicate.noteCount} notes) into ` +
                `${survivor.name} <${survivor.email ?? 'no e-mail'}>? HubSpot cannot undo a merge.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Merge' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: await deps.codec.mint({ tool: TOOL, survivorId, duplicateId }, ctx),
        });
      }

      if (state.tool !== TOOL) return refuse('That confirmation belongs to another tool.');
      if (state.survivorId !== survivorId || state.duplicateId !== duplicateId) {
        return refuse('These contacts differ from the ones you confirmed.');
      }

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return text('Nothing was merged.');

      await hubspot.mergeContacts(survivorId, duplicateId);
      return text(`Merged contact ${duplicateId} into ${survivorId}.`);
    },
  );
}
