import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import type { Bindings } from '../../types';
import { searchRecords, type DnsRecord } from '../../cloudflare';
import { signCursor, verifyCursor } from '../../state/cursor';
import { callerOf, refuse } from '../server';

const TOOL = 'search_dns_records';

interface SearchCursor {
  zoneId: string;
  query: string;
  page: number;
}

const line = (r: DnsRecord) => `${r.type.padEnd(5)} ${r.name}  ${r.content}${r.proxied ? '  (proxied)' : ''}`;

export function registerSearchRecords(server: McpServer, env: Bindings) {
  server.registerTool(
    TOOL,
    {
      description: 'Search the DNS records of a zone by name, 50 at a time; offers to show more.',
      inputSchema: z.object({ zoneId: z.string(), query: z.string().min(1).max(253) }),
      annotations: { readOnlyHint: true },
    },
    async ({ zoneId, query }, ctx) => {
      const caller = callerOf(ctx);
      const binding = { userId: caller.userId, tool: TOOL };
      const raw = ctx.mcpReq.requestState<string>();

      let cursor: SearchCursor = { zoneId, query, page: 1 };
      if (raw !== undefined) {
        const resumed = await verifyCursor<SearchCursor>(env.STATE_HMAC_KEYS, raw, binding);
        if (!resumed) return refuse('That page link expired or is not valid. Search again.');
        const more = acceptedContent<{ more: boolean }>(ctx.mcpReq.inputResponses, 'more');
        if (more?.more !== true) return { content: [{ type: 'text', text: 'OK, stopping here.' }] };
        cursor = resumed;
      }

      // re-checked every page: a zone removed from the allow-list stops the listing too
      if (!caller.zones.includes(cursor.zoneId)) return refuse('That zone is not on your allow-list.');

      const { records, totalPages } = await searchRecords(env, cursor.zoneId, cursor.query, cursor.page);
      const text = records.map(line).join('\n') || 'No matching records.';
      if (cursor.page >= totalPages) return { content: [{ type: 'text', text }] };

      return inputRequired({
        inputRequests: {
          more: inputRequired.elicit({
            message: `${text}\n\nPage ${cursor.page} of ${totalPages}. Show the next 50?`,
            requestedSchema: { type: 'object', properties: { more: { type: 'boolean' } }, required: ['more'] },
          }),
        },
        requestState: await signCursor(env.STATE_HMAC_KEYS, { ...cursor, page: cursor.page + 1 }, binding),
      });
    },
  );
}
