// Registers find_duplicates, grouping contacts that share an email or phone number.
// @ts-nocheck
import { z } from 'zod';
import type { McpServer } from '@modelcontextprotocol/server';
import { exchangeToken, getContacts } from '../crm.js';
import { callerOf } from '../session.js';

const normalise = (s?: string) => (s ?? '').trim().toLowerCase();

export default function register(server: McpServer) {
  server.registerTool(
    'find_duplicates',
    {
      description: 'Group a set of contacts by matching email or phone.',
      inputSchema: { ids: z.array(z.string()).min(2).max(50) },
      annotations: { readOnlyHint: true },
    },
    async ({ ids }, ctx) => {
      const caller = callerOf(ctx);
      const token = await exchangeToken(caller.userId, caller.bearer);
      const contacts = await getContacts(token, ids);
      const groups = new Map<string, string[]>();
      for (const c of contacts) {
        const key = normalise(c.email) || normalise(c.phone);
        if (!key) continue;
        groups.set(key, [...(groups.get(key) ?? []), c.id]);
      }
      const dupes = [...groups.values()].filter((g) => g.length > 1);
      return {
        content: [
          {
            type: 'text',
            text: dupes.length ? dupes.map((g) => g.join(' ~ ')).join('\n') : 'No duplicates found.',
          },
        ],
      };
    },
  );
}
