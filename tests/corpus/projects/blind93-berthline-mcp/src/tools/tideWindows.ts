// Tool tide_windows: lists safe entry windows for a given draft from the port authority.
// @ts-nocheck
import { z } from 'zod';
import { principalOf } from '../auth.js';
import { tideWindows, AuthorityError } from '../lib/authorityApi.js';

export function registerTideWindows(server, { config }) {
  server.registerTool(
    'tide_windows',
    {
      description: 'List tidal windows in which a vessel of the given draft can enter the harbour.',
      inputSchema: z.object({
        harbor: z.string().min(2),
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        draft: z.number().min(0.5).max(25),
      }),
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const who = principalOf(ctx);
      try {
        const windows = await tideWindows(config.authorityBaseUrl, who.token, args.harbor, args.date, args.draft);
        if (!windows?.length) {
          return { content: [{ type: 'text', text: `No safe window on ${args.date} for ${args.draft} m draft.` }] };
        }
        const lines = windows.map((w) => `${w.opens}–${w.closes} (min depth ${w.minDepth} m)`);
        return { content: [{ type: 'text', text: lines.join('\n') }], structuredContent: { windows } };
      } catch (err) {
        if (err instanceof AuthorityError && err.status === 404) {
          return { isError: true, content: [{ type: 'text', text: `Unknown harbour ${args.harbor}.` }] };
        }
        throw err;
      }
    },
  );
}
