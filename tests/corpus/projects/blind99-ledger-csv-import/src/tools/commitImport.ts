// Tool commit_import: posts every staged line of an import to the ledger once the user confirms the totals.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { currentUser } from '../auth.js';
import { formatMinor } from '../csv.js';
import { getImport, markPosted, setStatus, summarizeImport, unpostedRows } from '../db.js';
import { exchangeForPostingToken, postJournalBatch, toJournalLine } from '../ledgerClient.js';
import { importStateCodec } from '../state.js';

const CONFIRM_KEY = 'confirm_commit';
const PAGE_SIZE = 250;

const text = (value: string, isError = false) => ({ isError, content: [{ type: 'text', text: value }] });

export function registerCommitImport(server) {
  server.registerTool(
    'commit_import',
    {
      description: 'Post all staged lines of an import to the ledger as journal entries. This cannot be undone.',
      inputSchema: { importId: z.string().uuid() },
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async (args, ctx) => {
      const user = currentUser(ctx);
      if (!user) return text('Sign-in required.', true);

      const pending = ctx.mcpReq.requestState();
      if (!pending) {
        const record = await getImport(args.importId);
        if (!record || record.tenant_id !== user.tenantId) return text('Import not found.', true);
        if (record.status !== 'staging') return text(`Import is already ${record.status}.`, true);
        const summary = await summarizeImport(args.importId);
        if (summary.entries === 0) return text('Nothing left to post for this import.', true);

        const exchanged = await exchangeForPostingToken(user.token, record.ledger_id);
        return inputRequired({
          inputRequests: {
            [CONFIRM_KEY]: inputRequired.elicit({
              message: `Post ${summary.entries} entries totalling ${formatMinor(summary.total_minor)} (${summary.first_day} to ${summary.last_day}) to ledger ${record.ledger_id}?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Post to ledger' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: await importStateCodec.mint({ importId: args.importId, ledgerId: record.ledger_id, entries: summary.entries, postingToken: exchanged.accessToken }), // expect: no-secrets-in-state
        });
      }

      if (pending.importId !== args.importId) return text('This confirmation was issued for a different import.', true);
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, CONFIRM_KEY);
      if (!answer?.confirm) return text('Posting cancelled; the import stays staged.');

      await setStatus(pending.importId, 'posting');
      let posted = 0;
      try {
        for await (const page of unpostedRows(pending.importId, PAGE_SIZE)) {
          const result = await postJournalBatch(
            pending.postingToken,
            pending.ledgerId,
            page.map(toJournalLine),
            `${pending.importId}:${page[0].line_no}`,
          );
          await markPosted(pending.importId, page.map((r) => r.line_no), result.journalId);
          posted += page.length;
        }
      } catch (err) {
        await setStatus(pending.importId, 'staging');
        return text(`Posting stopped after ${posted} entries: ${err.message}`, true);
      }
      await setStatus(pending.importId, 'posted');
      return text(`Posted ${posted} of ${pending.entries} entries to ledger ${pending.ledgerId}.`);
    },
  );
}
