// Registers the read-only list_stale_branches tool for merged, unprotected old branches.
// @ts-nocheck
import * as z from 'zod/v4';
import type { McpServer } from '@modelcontextprotocol/server';
import { mergedBranches } from '../github.js';

export function registerListStale(server: McpServer): void {
  server.registerTool(
    'list_stale_branches',
    {
      title: 'List stale branches',
      description: 'List merged, unprotected branches older than N days',
      inputSchema: z.object({ owner: z.string(), repo: z.string(), olderThanDays: z.number().int().min(1).default(30) }),
      annotations: { readOnlyHint: true },
    },
    async ({ owner, repo, olderThanDays }, ctx) => {
      const token = ctx.http?.authInfo?.token;
      if (!token) return { content: [{ type: 'text' as const, text: 'Not authenticated' }], isError: true };
      const branches = await mergedBranches(token, owner, repo, olderThanDays);
      return { content: [{ type: 'text' as const, text: branches.map((b) => b.name).join('\n') || '(none)' }] };
    },
  );
}
