import { search } from '../catalog.js';
import { decode, encode } from '../lib/codec.js';
import { text } from '../lib/reply.js';
import { same } from '../lib/util.js';

export const def = {
  name: 'search_catalog',
  description: 'Search the catalogue by title, author or subject. Pass `cursor` from a previous answer for the next page.',
  inputSchema: {
    type: 'object',
    properties: { q: { type: 'string' }, cursor: { type: 'string' } },
    required: ['q'],
  },
  annotations: { readOnlyHint: true },
};

export async function run(params, extra, deps) {
  const { q, cursor } = params.arguments ?? {};
  // the cursor only says where the last page ended; the query itself is always the caller's
  const after = decode(cursor)?.after;
  const rows = await search(q, after, deps.settings.pageSize);
  const last = rows.at(-1);
  // a scanned ISBN should put its own title first
  const exact = rows.findIndex((r) => same(r.isbn, q));
  if (exact > 0) rows.unshift(...rows.splice(exact, 1));
  const next = rows.length === deps.settings.pageSize && last ? encode({ after: last.id }) : undefined;
  return {
    ...text(rows.map((r) => `${r.isbn}  ${r.title} — ${r.author}${r.available ? '' : ' (on loan)'}`).join('\n') || 'No matches.'),
    structuredContent: { results: rows, next },
  };
}
