import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import type { Contact } from '../generated/Api.js';
import { crmSessionFor, describeContact } from '../services/crm.js';
import { stateCodec, type CrmRoundState } from '../state/codec.js';
import { callerId, toolError, toolText } from './common.js';

export const SEARCH_TOOL = 'search_contacts';
const PAGE_SIZE = 25;

function formatPage(items: Contact[], offset: number): string {
  return items.map((c, i) => `${offset + i + 1}. ${describeContact(c)} [${c.id}]`).join('\n');
}

export function registerSearchContacts(server: McpServer): void {
  server.registerTool(
    SEARCH_TOOL,
    {
      title: 'Search contacts',
      description: 'Full-text search over Acme CRM contacts (name, email, company).',
      inputSchema: z.object({ query: z.string().min(2).max(200) }),
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ query }, ctx) => {
      const userId = callerId(ctx);
      const state = ctx.mcpReq.requestState<CrmRoundState>();

      let cursor: string | undefined;
      let seen = 0;
      let q = query;
      if (state !== undefined) {
        if (state.tool !== SEARCH_TOOL) return toolError('That paging state belongs to another action.');
        const more = acceptedContent<{ more: boolean }>(ctx.mcpReq.inputResponses, 'more');
        if (more?.more !== true) return toolText(`Showed ${state.seen} contacts for “${state.query}”.`);
        cursor = state.cursor;
        seen = state.seen;
        q = state.query;
      }

      const session = await crmSessionFor(userId);
      const { data: page } = await session.api.contacts.contactsSearch({ q, cursor, limit: PAGE_SIZE });
      const text = formatPage(page.items, seen);

      if (!page.nextCursor) {
        return toolText(text || `No contacts match “${q}”.`);
      }

      return inputRequired({
        inputRequests: {
          more: inputRequired.elicit({
            message: `${text}\n\n${page.total - seen - page.items.length} more. Show the next ${PAGE_SIZE}?`,
            requestedSchema: {
              type: 'object',
              properties: { more: { type: 'boolean', title: 'Show more' } },
              required: ['more'],
            },
          }),
        },
        requestState: await stateCodec.mint(
          { tool: SEARCH_TOOL, step: 'page', query: q, cursor: page.nextCursor, seen: seen + page.items.length },
          ctx,
        ),
      });
    },
  );
}
