// Mounts the add_note tool, which carries a draft note across rounds before saving it.
// @ts-nocheck
import * as v from 'valibot';
import { packBody, unpackBody } from '../state/seal';
import { DraftData, type Draft } from '../state/schemas';
import { ask, say, type ToolRouter } from '../router';
import * as crm from '../crmApi';

const NAME = 'add_note';

// Drafts are only the user's own text, nothing worth protecting, so this
// tool skips the HMAC and carries the compact body on its own.
const carry = (draft: Draft): string => packBody(draft);

export function mountDraftNote(router: ToolRouter): void {
  router.route(
    {
      name: NAME,
      description: 'Add a note to a contact, asking for tags and visibility.',
      inputSchema: {
        type: 'object',
        properties: { contactId: { type: 'string' }, body: { type: 'string', maxLength: 4000 } },
        required: ['contactId', 'body'],
      },
    },
    async ({ contactId, body }: { contactId: string; body: string }, ctx) => {
      if (!ctx.requestState) {
        if (!(await crm.canWrite(ctx.userId, contactId))) return say('You cannot write notes on this contact.', true);
        return {
          resultType: 'input_required',
          inputRequests: ask('tags', 'Tags for this note (comma separated)?', { tags: { type: 'string' } }, []),
          requestState: carry({ contactId, body, step: 'tags' }), // expect: require-sealed-state
        };
      }

      const draft = v.parse(DraftData, unpackBody(ctx.requestState)); // expect: require-sealed-state
      if (draft.step === 'tags') {
        const raw = ctx.inputResponses?.tags?.content?.tags;
        const tags = typeof raw === 'string' ? raw.split(',').map((t) => t.trim()).filter(Boolean) : [];
        return {
          resultType: 'input_required',
          inputRequests: ask('visibility', 'Who can see it?', { visibility: { type: 'string', enum: ['me', 'team', 'org'] } }, ['visibility']),
          requestState: carry({ ...draft, tags, step: 'visibility' }), // todo-not: require-sealed-state
        };
      }

      const vis = ctx.inputResponses?.visibility?.content?.visibility ?? 'team';
      // ACL was checked on the first round for this contact
      const note = await crm.addNote(draft.contactId, ctx.userId, draft.body, draft.tags ?? [], String(vis));
      return say(`Saved note ${note.id} on ${draft.contactId}.`);
    },
  );
}
