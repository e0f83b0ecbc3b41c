// search_vendors: searches the approved-vendor list; large result sets are narrowed in a second round.
// @ts-nocheck
import { query, savePending, takePending } from '../db.js';
import { askForm, accepted, fail, incomingState, ok, type ToolContext } from './common.js';

const TOOL = 'search_vendors';
const NARROW_ABOVE = 25;

export const definition = {
  name: TOOL,
  description: 'Search the organisation’s approved vendors by name or commodity code.',
  inputSchema: {
    type: 'object',
    properties: { query: { type: 'string', minLength: 2, maxLength: 80 } },
    required: ['query'],
  },
  annotations: { readOnlyHint: true },
};

async function runSearch(tenantId: string, text: string, country?: string, category?: string) {
  return query(
    `SELECT code, name, country, category, rating
       FROM vendors
      WHERE tenant_id = $1 AND approved
        AND (name ILIKE '%' || $2 || '%' OR commodity_codes @> ARRAY[$2])
        AND ($3::text IS NULL OR country = $3)
        AND ($4::text IS NULL OR category = $4)
      ORDER BY rating DESC NULLS LAST, name
      LIMIT 200`,
    [tenantId, text, country ?? null, category ?? null],
  );
}

function render(rows) {
  return ok(rows.map((v) => `${v.code}  ${v.name}  (${v.country}, ${v.category}${v.rating ? `, ★${v.rating}` : ''})`).join('\n'));
}

export async function handler(args, ctx: ToolContext) {
  const handle = incomingState(ctx.params);

  if (handle === undefined) {
    const rows = await runSearch(ctx.tenantId, args.query);
    if (rows.length === 0) return ok('No approved vendors match.');
    if (rows.length <= NARROW_ABOVE) return render(rows);
    const countries = [...new Set(rows.map((r) => r.country))].sort();
    const categories = [...new Set(rows.map((r) => r.category))].sort();
    const requestState = await savePending(ctx.tenantId, ctx.userId, TOOL, { query: args.query });
    return askForm(
      'narrow',
      `${rows.length} vendors match "${args.query}". Narrow the list?`,
      { country: { type: 'string', enum: countries }, category: { type: 'string', enum: categories } },
      [],
      requestState,
    );
  }

  const pending = await takePending<{ query: string }>(handle, ctx.tenantId, ctx.userId, TOOL);
  if (!pending || pending.query !== args.query) return fail('This search has expired. Run search_vendors again.');
  const filters = accepted(ctx.params, 'narrow') ?? {};
  const rows = await runSearch(ctx.tenantId, pending.query, filters.country as string, filters.category as string);
  return rows.length ? render(rows.slice(0, 50)) : ok('No vendors left after filtering.');
}
