// search_permits: read-only permit search for staff and for permit holders' own permits.
import * as z from 'zod/v4';
import { callerOf } from '../auth.js';
import { findPermits } from '../db.js';

export function registerSearchPermits(server) {
  server.registerTool(
    'search_permits',
    {
      description: 'Search building permits by parcel or status. Holders and contractors see only their own permits.',
      inputSchema: z.object({
        parcelId: z.string().regex(/^\d{3}-\d{3}-\d{3}$/).optional(),
        status: z.enum(['applied', 'issued', 'active', 'suspended', 'revoked', 'finaled']).optional(),
        limit: z.number().int().min(1).max(50).optional(),
      }),
      annotations: { readOnlyHint: true },
    },
    async ({ parcelId, status, limit }, ctx) => {
      const caller = callerOf(ctx);
      const staff = caller.roles.has('permit-officer') || caller.roles.has('plans-examiner');
      const rows = await findPermits({ parcelId, status, limit, holderId: staff ? undefined : caller.userId });
      if (rows.length === 0) return { content: [{ type: 'text', text: 'No permits found.' }] };
      return {
        content: [
          {
            type: 'text',
            text: rows.map((p) => `${p.number} ${p.kind} — ${p.status} — ${p.address}`).join('\n'),
          },
        ],
        structuredContent: { permits: rows },
      };
    },
  );
}
