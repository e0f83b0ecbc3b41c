import * as z from 'zod/v4';

/**
 * Read-only lookup, one round, no state.
 * @param {import('@modelcontextprotocol/server').McpServer} server
 * @param {{ crm: import('../crm/client.js').CrmClient }} deps
 */
export function registerLookupContact(server, deps) {
  server.registerTool(
    'lookup_contact',
    {
      description: 'Show a CRM contact: name, e-mail, organisation and owner.',
      inputSchema: z.object({ contactId: z.string().min(1) }),
      annotations: { readOnlyHint: true }
    },
    async function ({ contactId }) {
      const contact = await deps.crm.contact(contactId);
      return {
        content: [
          {
            type: 'text',
            text: [contact.name, contact.email, contact.org_name, 'owner #' + contact.owner_id].filter(Boolean).join('\n')
          }
        ]
      };
    }
  );
}
