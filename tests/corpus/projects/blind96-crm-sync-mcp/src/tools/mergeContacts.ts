// merge_contacts tool: folds a duplicate CRM contact into a surviving record once the user confirms.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { exchangeForCrm } from '../tokenExchange.js';
import { CrmClient } from '../crmClient.js';
import { recordAudit } from '../db.js';
import { sealFor, openFor, StateRejected, toolError } from '../state.js';

const TOOL = 'merge_contacts';

export function registerMergeContacts(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Merge duplicate contacts',
      description:
        'Merge a duplicate contact into a surviving contact. Activities move to the survivor and the duplicate is deleted.',
      inputSchema: {
        keepId: z.string().min(1).describe('Contact that survives the merge'),
        dropId: z.string().min(1).describe('Duplicate contact that will be deleted'),
      },
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async ({ keepId, dropId }, ctx) => {
      const auth = ctx.http?.authInfo;
      if (!auth) return toolError('This tool needs an authenticated HTTP session.');
      if (keepId === dropId) return toolError('keepId and dropId must be different contacts.');

      const { access_token } = await exchangeForCrm(auth.token, 'contacts.write');
      const crm = new CrmClient(access_token);
      const raw = ctx.mcpReq.requestState();

      if (!raw) {
        const [keep, drop] = await Promise.all([crm.getContact(keepId), crm.getContact(dropId)]);
        const requestState = await sealFor(TOOL, { step: 'confirm', survivor: keep.displayName }, ctx); // expect: require-state-binding
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Merge "${drop.displayName}" <${drop.email}> into "${keep.displayName}" <${keep.email}>? The duplicate will be deleted.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Yes, merge and delete the duplicate' } },
                required: ['confirm'],
              },
            }),
          },
          requestState,
        });
      }

      let state;
      try {
        state = await openFor<{ step: string; survivor: string }>(TOOL, raw, ctx);
      } catch (err) {
        if (err instanceof StateRejected) return toolError(err.message);
        throw err;
      }
      if (state.step !== 'confirm') return toolError('Unknown merge step.');

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) {
        return { content: [{ type: 'text', text: 'Merge cancelled; nothing was changed.' }] };
      }

      const merged = await crm.mergeContacts(keepId, dropId);
      await recordAudit({
        userId: auth.extra.userId,
        tenantId: auth.extra.tenantId,
        tool: TOOL,
        action: 'merge',
        target: keepId,
        detail: { deleted: dropId },
      });
      return {
        content: [{ type: 'text', text: `Merged ${dropId} into ${merged.displayName} (${merged.id}).` }],
        structuredContent: { survivor: merged.id, deleted: dropId },
      };
    },
  );
}
