// Defines the search_notes tool with paged results carried across rounds.
import * as z from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { Result } from '../fp/index.js';
import { claimsFor, sameRequest } from '../state/claims.js';
import { authenticated, text, refuse } from './respond.js';

const TOOL = 'search_notes';

const render = ({ page, total, nextPageToken }) =>
  text(
    [`${total} note(s)`, ...page.map((n) => `• ${n.title} (${n.id})`), nextPageToken ? '…more available' : '']
      .filter(Boolean)
      .join('\n'),
  );

export const searchNotes = ({ store, codec }) => ({
  name: TOOL,
  config: {
    description: 'Full-text search over notes you own or that are shared with you.',
    inputSchema: z.object({ query: z.string().min(2) }),
    annotations: { readOnlyHint: true },
  },
  handler: authenticated(async ({ userId, args, ctx }) => {
    const held = ctx.mcpReq.requestState();

    if (!held) {
      const first = store.search(userId, args.query);
      if (first.total > 0) return render(first);
      const archived = store.search(userId, args.query, { includeArchived: true });
      if (archived.total === 0) return text('No notes matched.');
      return inputRequired({
        inputRequests: {
          archived: inputRequired.elicit({
            message: `Nothing active matched, but ${archived.total} archived note(s) did. Show them?`,
            requestedSchema: { type: 'object', properties: { show: { type: 'boolean' } }, required: ['show'] },
          }),
        },
        requestState: await codec.mint(claimsFor(TOOL, args, { nextPageToken: archived.nextPageToken ?? null }), ctx),
      });
    }

    return Result.match({
      err: (reason) => refuse(reason),
      ok: (claims) => {
        const answer = acceptedContent(ctx.mcpReq.inputResponses, 'archived');
        if (!answer?.show) return text('OK, archived notes left out.');
        return render(store.search(userId, args.query, { includeArchived: true, pageToken: claims.nextPageToken ?? undefined }));
      },
    })(sameRequest(TOOL, args)(held));
  }),
});
