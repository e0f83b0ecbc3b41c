// Registers the delete_contact tool, which confirms before permanently deleting a CRM contact.
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import pending from '../pendingStore.js';
import { argsDigest } from '../argsDigest.js';
import { crmClient } from '../crm.js';
import { caller } from '../session.js';

const TOOL = 'delete_contact';

export default function registerDeleteContact(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Permanently delete a CRM contact. Always asks the user first.',
      inputSchema: z.object({ contactId: z.string().min(1) }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const { userId, crmToken } = caller(ctx);
      const handle = ctx.mcpReq.requestState();
      const crm = crmClient(crmToken);

      if (!handle) {
        const contact = await crm.contact(args.contactId);
        const requestState = pending.create({
          userId,
          tool: TOOL,
          argsDigest: argsDigest(args),
          data: { contactId: contact.id, name: contact.name, crmToken },
        });
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Delete ${contact.name} <${contact.email}> and all their notes? This cannot be undone.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Delete this contact' } },
                required: ['confirm'],
              },
            }),
          },
          requestState,
        });
      }

      const record = pending.take(handle, { userId, tool: TOOL, argsDigest: argsDigest(args) });
      if (!record) {
        return { content: [{ type: 'text', text: 'Confirmation expired or does not match this request.' }], isError: true };
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) {
        return { content: [{ type: 'text', text: `${record.name} was not deleted.` }] };
      }
      await crmClient(record.crmToken).deleteContact(record.contactId);
      return { content: [{ type: 'text', text: `Deleted ${record.name}.` }] };
    },
  );
}
