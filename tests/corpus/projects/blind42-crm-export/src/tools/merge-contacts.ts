import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import jwt from 'jsonwebtoken';
import * as z from 'zod/v4';
import { contacts, locks } from '../crm/client.js';
import { MERGE_LOCK_MS } from '../settings.js';
import { peekState, signState, verifyState } from '../security/state-jwt.js';
import { refusal, text, userIdOf } from './shared.js';

const TOOL = 'merge_contacts';

interface MergeState {
  lockId: string;
  survivorId: string;
  duplicateId: string;
}

export function registerMergeContacts(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: 'Merge a duplicate contact into the one that survives. The duplicate is deleted.',
      inputSchema: z.object({ survivorId: z.string(), duplicateId: z.string() }),
      annotations: { destructiveHint: true },
    },
    async ({ survivorId, duplicateId }, ctx) => {
      const userId = userIdOf(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        if (survivorId === duplicateId) return refusal('a contact cannot be merged into itself');
        const [survivor, duplicate] = await Promise.all([contacts.get(survivorId), contacts.get(duplicateId)]);
        const lockId = await locks.acquire([survivorId, duplicateId], MERGE_LOCK_MS, userId);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Merge ${duplicate.name} <${duplicate.email}> into ${survivor.name} <${survivor.email}>? The duplicate is deleted.`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: signState({ lockId, survivorId, duplicateId } satisfies MergeState, userId, TOOL),
        });
      }

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) {
        // the user said no: let go of the lock now instead of making everyone wait MERGE_LOCK_MS
        const pending = peekState<MergeState>(raw); // expect: require-sealed-state
        if (pending?.lockId) await locks.release(pending.lockId);
        return text('Merge cancelled; both contacts are unlocked.');
      }

      let state: MergeState;
      try {
        state = verifyState<MergeState>(raw, userId, TOOL);
      } catch (err) {
        if (err instanceof jwt.JsonWebTokenError) return refusal(err.message);
        throw err;
      }
      if (state.survivorId !== survivorId || state.duplicateId !== duplicateId) return refusal('the contacts changed');

      try {
        const result = await contacts.merge(state.survivorId, state.duplicateId, userId);
        return text(`Merged ${state.duplicateId} into ${result.mergedInto}.`);
      } finally {
        await locks.release(state.lockId);
      }
    },
  );
}
