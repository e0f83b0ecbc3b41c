// Registers search_articles, paging through results and asking whether to show more.
import { z } from 'zod';
import * as store from '../store.js';
import { decodeCursor, encodeCursor } from '../cursor.js';

const PAGE = 3;

function render(items) {
  return items.map((a) => `• [${a.id}] ${a.title} — ${a.tags.join(', ')}`).join('\n');
}

export function registerSearch(server) {
  server.registerTool(
    'search_articles',
    {
      title: 'Search the knowledge base',
      description: 'Full-text search; if there are more results, asks whether to show the next page.',
      inputSchema: { query: z.string().min(2), tag: z.string().optional() },
      annotations: { readOnlyHint: true },
    },
    async ({ query, tag }, extra) => {
      const requestState = extra?._meta?.requestState ?? extra?.requestState;
      const inputResponses = extra?._meta?.inputResponses ?? {};
      const prev = decodeCursor(requestState); // expect: require-sealed-state

      let offset = 0;
      if (prev) {
        if (inputResponses.more?.content?.more !== true) {
          return { content: [{ type: 'text', text: 'OK, stopping here.' }] };
        }
        offset = prev.offset;
      }

      const { total, items } = store.search(prev?.query ?? query, { tag: prev?.tag ?? tag, offset, limit: PAGE });
      const text = items.length ? render(items) : 'No matching articles.';
      const next = offset + items.length;
      if (next >= total) {
        return { content: [{ type: 'text', text }] };
      }
      return {
        content: [{ type: 'text', text: `${text}\n(${next} of ${total})` }],
        resultType: 'input_required',
        inputRequests: {
          more: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Show the next ${Math.min(PAGE, total - next)} result(s)?`,
              requestedSchema: { type: 'object', properties: { more: { type: 'boolean' } }, required: ['more'] },
            },
          },
        },
        requestState: encodeCursor({ query: prev?.query ?? query, tag: prev?.tag ?? tag, offset: next }), // expect: require-sealed-state
      };
    },
  );
}
