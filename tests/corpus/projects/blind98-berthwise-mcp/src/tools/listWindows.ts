// list_berth_windows: read-only search for free berth windows at a terminal.
// @ts-nocheck
import { z } from 'zod';
import { openWindows } from '../db.js';
import { canUseTerminal } from '../auth.js';
import { fail, formatWindow, text } from '../results.js';

export function registerListWindows(server) {
  server.registerTool(
    'list_berth_windows',
    {
      description: 'List free berth windows at a terminal between two dates, optionally filtered by vessel length.',
      inputSchema: {
        terminal: z.string().min(2).max(8),
        from: z.string().datetime(),
        to: z.string().datetime(),
        minLoaM: z.number().positive().optional(),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ terminal, from, to, minLoaM }, ctx) => {
      if (!canUseTerminal(ctx, terminal)) return fail(`You are not assigned to terminal ${terminal}.`);
      const start = new Date(from);
      const end = new Date(to);
      if (end <= start) return fail('"to" must be after "from".');
      if (end.getTime() - start.getTime() > 21 * 24 * 3600 * 1000) return fail('Search at most three weeks at a time.');

      const rows = await openWindows(terminal, start, end, minLoaM ?? 0);
      if (rows.length === 0) return text(`No free windows at ${terminal} in that period.`);
      return text(rows.map(formatWindow).join('\n'), { windows: rows });
    },
  );
}
