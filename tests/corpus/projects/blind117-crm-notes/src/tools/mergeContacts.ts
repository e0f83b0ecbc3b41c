// Mounts merge_contacts, which confirms with the user before merging duplicate contacts.
// @ts-nocheck
import { createHash } from 'crypto';
import * as v from 'valibot';
import { seal, unseal } from '../state/seal';
import { MergeData } from '../state/schemas';
import { ask, say, type ToolRouter } from '../router';
import * as crm from '../crmApi';

const NAME = 'merge_contacts';

function digest(keepId: string, dropIds: string[]): string {
  return createHash('sha256').update([keepId, ...[...dropIds].sort()].join('\n')).digest('hex');
}

export function mountMerge(router: ToolRouter): void {
  router.route(
    {
      name: NAME,
      description: 'Merge duplicate contacts into one. The dropped contacts are deleted.',
      inputSchema: {
        type: 'object',
        properties: { keepId: { type: 'string' }, dropIds: { type: 'array', items: { type: 'string' } } },
        required: ['keepId', 'dropIds'],
      },
      annotations: { destructiveHint: true },
    },
    async ({ keepId, dropIds }: { keepId: string; dropIds: string[] }, ctx) => {
      const d = digest(keepId, dropIds);
      if (!ctx.requestState) {
        return {
          resultType: 'input_required',
          inputRequests: ask('ok', `Merge ${dropIds.length} contact(s) into ${keepId}? This deletes them.`, { ok: { type: 'boolean' } }, ['ok']),
          requestState: seal(ctx.userId, NAME, { keepId, dropIds, digest: d }),
        };
      }
      const data = v.parse(MergeData, unseal(ctx.requestState, ctx.userId, NAME));
      if (data.digest !== d) return say('The contacts to merge changed since you confirmed. Start again.', true);
      const answer = ctx.inputResponses?.ok;
      if (answer?.action !== 'accept' || answer.content?.ok !== true) return say('Merge cancelled.');
      const r = await crm.mergeContacts(keepId, dropIds, ctx.userId);
      return say(`Merged ${r.merged} contact(s) into ${keepId}.`);
    },
  );
}
