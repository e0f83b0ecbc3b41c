// Read-only tool: search the caller's lab samples by barcode, kind or status.
// @ts-nocheck
import { z } from 'zod';
import { caller } from '../auth/accessTokens.js';
import { searchSamples } from '../db.js';

export function registerSampleLookup(server) {
  server.registerTool(
    'find_samples',
    {
      description: 'Search samples in your lab by barcode, kind or status.',
      inputSchema: z.object({
        barcode: z.string().optional(),
        kind: z.enum(['blood', 'serum', 'tissue', 'swab', 'dna']).optional(),
        status: z.enum(['stored', 'in_analysis', 'discarded']).optional(),
      }),
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const { labId } = caller(ctx);
      const rows = await searchSamples(labId, args);
      return {
        content: [{ type: 'text', text: rows.length ? JSON.stringify(rows, null, 2) : 'No matching samples.' }],
        structuredContent: { samples: rows },
      };
    },
  );
}
