// Registers the read-only search_pages tool, which finds page titles the caller is allowed to edit.
// @ts-nocheck
import type { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { whoami } from '@lumen/state';
import { canEdit, search } from '~docs/pages.js';

export default function registerSearch(server: McpServer): void {
  server.registerTool(
    'search_pages',
    { description: 'Search page titles', inputSchema: { q: z.string().min(2) }, annotations: { readOnlyHint: true } },
    async ({ q }, ctx) => {
      const userId = whoami(ctx);
      const hits = search(q).filter((p) => canEdit(p, userId));
      return { content: [{ type: 'text', text: hits.map((p) => `${p.id}\t${p.title}`).join('\n') || 'no results' }] };
    },
  );
}
