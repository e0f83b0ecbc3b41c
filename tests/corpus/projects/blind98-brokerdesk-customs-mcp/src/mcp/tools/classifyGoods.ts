// classify_goods: suggests HTS headings for a plain-language goods description.
// @ts-nocheck
import { z } from 'zod';
import { searchHeadings } from '../../customs/tariff.js';

export function registerClassifyGoods(server) {
  server.registerTool(
    'classify_goods',
    {
      title: 'Classify goods',
      description: 'Suggest up to ten HTS headings for a goods description, with their general duty rates.',
      inputSchema: {
        description: z.string().min(3).max(500),
        limit: z.number().int().min(1).max(10).default(5),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ description, limit }) => {
      const rows = await searchHeadings(description, limit);
      if (rows.length === 0) {
        return { content: [{ type: 'text', text: 'No heading matched; try a more specific description.' }] };
      }
      const text = rows
        .map((r) => `${r.hts_code}  ${r.description}  (general ${r.general_rate_pct}%, UoQ ${r.unit_of_quantity})`)
        .join('\n');
      return { content: [{ type: 'text', text }], structuredContent: { headings: rows } };
    },
  );
}
