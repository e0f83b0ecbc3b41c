// find_contacts tool: read-only contact search through the CRM API.
// @ts-nocheck
import { z } from 'zod';
import { exchangeForCrm } from '../tokenExchange.js';
import { CrmClient } from '../crmClient.js';
import { toolError } from '../state.js';

export function registerFindContacts(server) {
  server.registerTool(
    'find_contacts',
    {
      title: 'Find contacts',
      description: 'Search CRM contacts by name, e-mail or company.',
      inputSchema: {
        query: z.string().min(2),
        limit: z.number().int().min(1).max(50).default(20),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ query, limit }, ctx) => {
      const auth = ctx.http?.authInfo;
      if (!auth) return toolError('This tool needs an authenticated HTTP session.');
      const { access_token } = await exchangeForCrm(auth.token, 'contacts.read');
      const { items } = await new CrmClient(access_token).searchContacts(query, limit);
      const lines = items.map((c) => `- ${c.displayName} <${c.email}> (${c.id})${c.accountId ? ` · account ${c.accountId}` : ''}`);
      return {
        content: [{ type: 'text', text: lines.length ? lines.join('\n') : 'No contacts found.' }],
        structuredContent: { items },
      };
    },
  );
}
