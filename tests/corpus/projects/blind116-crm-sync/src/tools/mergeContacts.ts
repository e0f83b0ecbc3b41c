// Tool module for merge_contacts, which confirms before merging and deleting a duplicate contact.
// @ts-nocheck
import { createHash } from 'crypto';
import type { ToolModule } from './types';
import { text } from './types';
import type { StateTokenService } from '../services/stateTokens';
import type { TokenVault } from '../services/tokenVault';
import type { CrmClient } from '../services/crmClient';

const NAME = 'merge_contacts';

const digestArgs = (keepId: string, dropId: string) =>
  createHash('sha256').update(JSON.stringify([NAME, keepId, dropId])).digest('base64url');

const mergeContacts: ToolModule = {
  definition: {
    name: NAME,
    description: 'Merge a duplicate contact into another. The dropped contact is deleted.',
    inputSchema: {
      type: 'object',
      properties: { keepId: { type: 'string' }, dropId: { type: 'string' } },
      required: ['keepId', 'dropId'],
    },
    annotations: { destructiveHint: true },
  },

  async run(scope, params) {
    const userId = scope.get<string>('userId');
    const tokens = scope.get<StateTokenService>('stateTokens');
    const crm = scope.get<CrmClient>('crm');
    const creds = scope.get<TokenVault>('tokenVault').get(userId);
    const { keepId, dropId } = params.arguments as { keepId: string; dropId: string };
    if (keepId === dropId) return text('keepId and dropId are the same contact.', true);

    const binding = { sub: userId, tool: NAME, argsDigest: digestArgs(keepId, dropId) };

    if (params.requestState) {
      try {
        tokens.verify(params.requestState, binding);
      } catch (err) {
        return text(`Confirmation rejected: ${(err as Error).message}`, true);
      }
      if (params.inputResponses?.confirm?.action !== 'accept') return text('Merge cancelled.');
      const merged = await crm.mergeContacts(creds, keepId, dropId);
      return text(`Merged ${dropId} into ${merged.id} (${merged.name}).`);
    }

    const [keep, drop] = await Promise.all([crm.contact(creds, keepId), crm.contact(creds, dropId)]);
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Merge "${drop.name}" <${drop.email}> into "${keep.name}" <${keep.email}>? ${drop.name} will be deleted.`,
            requestedSchema: { type: 'object', properties: {} },
          },
        },
      },
      requestState: tokens.issue({ step: 'confirm-merge' }, binding),
    };
  },
};

export default mergeContacts;
