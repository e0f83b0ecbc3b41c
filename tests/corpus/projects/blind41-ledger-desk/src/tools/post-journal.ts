import { createHash } from 'node:crypto';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { ledger } from '../ledger/client.js';
import { denied, pipe, say } from '../mcpkit/compose.js';
import { requireScope, withCaller, withResume, withTiming } from '../mcpkit/middleware.js';
import { defineTool, suspend } from '../mcpkit/server.js';

const TOOL = 'post_journal_entry';

const Line = z.object({
  account: z.string().regex(/^\d{4}(-\d{2})?$/),
  debit: z.number().nonnegative().default(0),
  credit: z.number().nonnegative().default(0),
});
const Input = z.object({
  date: z.iso.date(),
  memo: z.string().max(200),
  lines: z.array(Line).min(2),
});
type Entry = z.infer<typeof Input>;

interface ConfirmPending {
  tool: typeof TOOL;
  step: 'confirm';
  argsDigest: string;
  total: number;
}

/** Digest of the entry exactly as the user confirmed it (key order does not matter). */
function digestEntry(entry: Entry): string {
  const canonical = JSON.stringify({
    date: entry.date,
    memo: entry.memo,
    lines: entry.lines.map((l) => [l.account, l.debit, l.credit]),
  });
  return createHash('sha256').update(canonical).digest('hex');
}

export function registerPostJournal(server: McpServer): void {
  defineTool(
    server,
    TOOL,
    {
      description: 'Post a balanced journal entry to the general ledger. Asks for confirmation first.',
      input: Input,
      annotations: { destructiveHint: true },
    },
    pipe(withTiming, withCaller, requireScope('ledger:post'), withResume(TOOL))(async (entry, ctx) => {
      const pending = ctx.mcpReq.requestState<ConfirmPending>();

      if (pending === undefined) {
        const preview = await ledger.preview({ date: entry.date, lines: entry.lines });
        if (!preview.balanced) return denied(`Debits and credits differ; nothing was posted.`);
        return suspend(
          ctx,
          {
            confirm: inputRequired.elicit({
              message: [`Post "${entry.memo}" on ${entry.date} for ${preview.total.toFixed(2)}?`, ...preview.warnings].join('\n'),
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Post it' } },
                required: ['confirm'],
              },
            }),
          },
          { tool: TOOL, step: 'confirm', argsDigest: digestEntry(entry), total: preview.total },
        );
      }

      if (pending.argsDigest !== digestEntry(entry)) {
        return denied('The entry changed after it was confirmed. Ask again.');
      }
      const answer = acceptedContent<{ confirm?: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return say('Nothing was posted.');

      const { entryId } = await ledger.post({ ...entry, postedBy: ctx.caller!.userId });
      return say(`Posted as ${entryId} (${pending.total.toFixed(2)}).`);
    }),
  );
}
