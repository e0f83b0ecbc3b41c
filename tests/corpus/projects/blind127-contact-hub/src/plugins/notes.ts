// Notes plugin registering draft_note, letting the user edit a note before saving.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { definePlugin, reply } from '../plugin.js';

interface Draft {
  contactId: string;
  body: string;
}

export default definePlugin({
  name: 'notes',
  setup({ server, crm }) {
    server.registerTool(
      'draft_note',
      {
        description: 'Draft a note on a contact, let the user edit it, then save it.',
        inputSchema: z.object({ contactId: z.string(), body: z.string().max(4000) }),
      },
      async ({ contactId, body }, ctx) => {
        const raw = await ctx.mcpReq.requestState<string>();
        if (!raw) {
          const draft: Draft = { contactId, body };
          return inputRequired({
            inputRequests: {
              edit: inputRequired.elicit({
                message: 'Edit the note before it is saved.',
                requestedSchema: {
                  type: 'object',
                  properties: { body: { type: 'string', default: body } },
                  required: ['body'],
                },
              }),
            },
            requestState: Buffer.from(JSON.stringify(draft)).toString('base64url'), // expect: require-sealed-state
          });
        }

        const draft = JSON.parse(Buffer.from(raw, 'base64url').toString()) as Draft; // expect: require-sealed-state
        const edited = acceptedContent<{ body: string }>(ctx.mcpReq.inputResponses, 'edit');
        if (!edited) return reply('Note discarded.');
        const note = await crm.addNote(draft.contactId, edited.body);
        return reply(`Saved note ${note.id}.`);
      },
    );
  },
});
