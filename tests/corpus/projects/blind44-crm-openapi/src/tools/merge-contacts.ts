import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { crmSessionFor, crmSessionFromToken, describeContact, getContact, invalidateContact } from '../services/crm.js';
import { stateCodec, type CrmRoundState } from '../state/codec.js';
import { callerId, toolError, toolText } from './common.js';

export const MERGE_TOOL = 'merge_contacts';

const MergeInput = z.object({
  survivorId: z.string().uuid().describe('Contact that is kept'),
  duplicateId: z.string().uuid().describe('Contact that is merged in and then deleted'),
});

export function registerMergeContacts(server: McpServer): void {
  server.registerTool(
    MERGE_TOOL,
    {
      title: 'Merge duplicate contacts',
      description: 'Merge a duplicate contact into the one that is kept. The duplicate is deleted in Acme CRM.',
      inputSchema: MergeInput,
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async ({ survivorId, duplicateId }, ctx) => {
      const userId = callerId(ctx);
      const state = ctx.mcpReq.requestState<CrmRoundState>();

      if (state === undefined) {
        if (survivorId === duplicateId) return toolError('Pick two different contacts.');
        const session = await crmSessionFor(userId);
        const [survivor, duplicate] = await Promise.all([
          getContact(session, survivorId),
          getContact(session, duplicateId),
        ]);

        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Merge ${describeContact(duplicate)} into ${describeContact(survivor)}? The duplicate will be deleted.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Merge them' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: await stateCodec.mint({ // expect: require-state-binding
            tool: MERGE_TOOL,
            step: 'confirm',
            // skip the vault refresh on the confirm round
            crmAccessToken: session.accessToken, // expect: no-secrets-in-state
          }, ctx),
        });
      }

      if (state.tool !== MERGE_TOOL || state.step !== 'confirm') {
        return toolError('That confirmation belongs to another action; please ask again.');
      }

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return toolText('Merge cancelled; nothing was changed.');

      const session = state.crmAccessToken ? crmSessionFromToken(state.crmAccessToken) : await crmSessionFor(userId);
      const { data: merged } = await session.api.contacts.contactsMerge({ survivorId, duplicateId });
      invalidateContact(survivorId);
      invalidateContact(duplicateId);
      return toolText(`Merged. ${describeContact(merged)} is the surviving record.`);
    },
  );
}
