// Tool list_vendors: read-only listing of the vendor master, newest first.
// @ts-nocheck
import { z } from 'zod';

export function registerListVendors(server, { db }) {
  server.registerTool(
    'list_vendors',
    {
      description: 'List suppliers in the vendor master, optionally filtered by status.',
      inputSchema: {
        status: z.enum(['active', 'blocked', 'pending']).optional(),
        limit: z.number().int().min(1).max(200).default(50),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ status, limit }) => {
      const rows = await db.listVendors({ status, limit });
      if (rows.length === 0) return { content: [{ type: 'text', text: 'No vendors match.' }] };
      const lines = rows.map(
        (r) => `${r.id}  ${r.legal_name} (${r.country}) — ${r.status}, since ${new Date(r.created_at).toISOString().slice(0, 10)}`,
      );
      return { content: [{ type: 'text', text: lines.join('\n') }] };
    },
  );
}
