// lookup_vendor tool: searches existing suppliers by name before anyone starts a new onboarding.
// @ts-nocheck

import { z } from 'zod';
import { callerFrom } from '../auth.js';
import { toolError, toolText } from './results.js';

export function registerLookupVendor(server, deps) {
  server.registerTool(
    'lookup_vendor',
    {
      description: 'Search the supplier master by (partial) legal name.',
      inputSchema: z.object({
        name: z.string().min(2).max(120),
        limit: z.number().int().min(1).max(50).default(10),
      }),
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      if (!callerFrom(ctx)) return toolError('This tool needs a signed-in user.');
      const rows = await deps.vendors.search(args.name, args.limit);
      if (rows.length === 0) return toolText(`No supplier matches "${args.name}".`, { vendors: [] });
      const lines = rows.map(
        (r) => `#${r.id} ${r.legal_name} (${r.country_code}) - ${r.status}${r.erp_vendor_id ? `, ERP ${r.erp_vendor_id}` : ''}`,
      );
      return toolText(lines.join('\n'), { vendors: rows });
    },
  );
}
