// Registers the read-only find_vendor tool that searches vendors by name.
// @ts-nocheck
import { z } from 'zod';
import type { McpServer } from '@modelcontextprotocol/server';
import { searchVendors } from '../billing.js';

export default function registerVendorLookup(server: McpServer): void {
  server.registerTool(
    'find_vendor',
    {
      description: 'Search the vendor master by name.',
      inputSchema: z.object({ query: z.string().min(2).max(80) }),
      annotations: { readOnlyHint: true },
    },
    async ({ query }) => {
      const rows = await searchVendors(query);
      const lines = rows.slice(0, 20).map((v) => `${v.id}\t${v.name}\t${v.country}`);
      return { content: [{ type: 'text', text: lines.length ? lines.join('\n') : 'No vendors found.' }] };
    },
  );
}
