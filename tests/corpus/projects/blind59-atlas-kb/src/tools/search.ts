import * as z from 'zod/v4';
import { wiki, type Hit } from '../wiki.js';
import { note, type ToolSpec } from './kit.js';

export const SEARCH = 'search_pages';

const input = {
  query: z.string().min(2).max(200),
  space: z.string().optional(),
  cursor: z.string().max(400).optional(),
  maxTokens: z.number().int().min(200).max(8000).optional(),
};

/** Rough budget: ~4 characters per token of the excerpt text we hand back. */
const tokensOf = ({ title, excerpt }: Hit): number => Math.ceil((title.length + excerpt.length) / 4);

// Paging cursor of a read-only listing (handed back in structuredContent, not a
// requestState): it only says where the next page starts, in results the caller may read.
const cursorOut = (after: string): string => Buffer.from(JSON.stringify({ after }), 'utf8').toString('base64url');
const cursorIn = (cursor?: string): string | undefined => {
  if (!cursor) return undefined;
  try {
    const { after } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { after?: unknown };
    return typeof after === 'string' ? after : undefined;
  } catch {
    return undefined;
  }
};

export const search: ToolSpec<typeof input> = {
  config: {
    title: 'Search pages',
    description: 'Full-text search over the knowledge base.',
    inputSchema: input,
    annotations: { readOnlyHint: true },
  },

  async run({ query, space, cursor, maxTokens = 2000 }) {
    const hits: Hit[] = [];
    let tokenCount = 0;
    let next: string | undefined;
    const after = cursorIn(cursor);
    pages: for await (const batch of wiki.search(query, { ...(space && { space }), ...(after && { after }) })) {
      for (const hit of batch) {
        if ((tokenCount += tokensOf(hit)) > maxTokens) {
          next = hits.at(-1)?.id;
          break pages;
        }
        hits.push(hit);
      }
    }
    return note(hits.map(({ title, excerpt }, i) => `${i + 1}. ${title}\n   ${excerpt}`).join('\n') || 'No matches.', {
      hits,
      tokenCount,
      nextCursor: next && cursorOut(next),
    });
  },
};
