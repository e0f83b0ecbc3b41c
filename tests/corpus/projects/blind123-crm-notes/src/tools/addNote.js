// Registers the add_note tool, which asks who may see a note before adding it to a contact.
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import pending from '../pendingStore.js';
import { crmClient } from '../crm.js';
import { caller } from '../session.js';

const TOOL = 'add_note';

export default function registerAddNote(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Add a note to a contact; asks who may see it.',
      inputSchema: z.object({ contactId: z.string(), body: z.string().max(4000) }),
    },
    async ({ contactId, body }, ctx) => {
      const { userId, crmToken } = caller(ctx);
      const handle = ctx.mcpReq.requestState();

      if (!handle) {
        const contact = await crmClient(crmToken).contact(contactId);
        return inputRequired({
          inputRequests: {
            visibility: inputRequired.elicit({
              message: `Who should see this note on ${contact.name}?`,
              requestedSchema: {
                type: 'object',
                properties: { visibility: { type: 'string', enum: ['only_me', 'team', 'everyone'] } },
                required: ['visibility'],
              },
            }),
          },
          requestState: pending.create({ userId, tool: TOOL, data: { contactId: contact.id, name: contact.name } }),
        });
      }

      const record = pending.take(handle, { userId, tool: TOOL });
      if (!record || record.contactId !== contactId) {
        return { content: [{ type: 'text', text: 'Please start the note again.' }], isError: true };
      }
      const choice = acceptedContent(ctx.mcpReq.inputResponses, 'visibility');
      if (!choice) return { content: [{ type: 'text', text: 'Note discarded.' }] };
      await crmClient(crmToken).addNote(record.contactId, body, choice.visibility);
      return { content: [{ type: 'text', text: `Note added to ${record.name} (${choice.visibility}).` }] };
    },
  );
}
