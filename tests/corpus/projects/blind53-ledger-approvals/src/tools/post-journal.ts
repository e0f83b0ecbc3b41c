import { z } from 'zod';
import {
  type CallToolResult,
  type InputRequiredResult,
  type McpServer,
  acceptedContent,
  inputRequired,
} from '@modelcontextprotocol/server';
import { principalOf, toolName } from '../auth/principal.js';
import { type JournalLine, ledger } from '../ledger-client.js';
import { type JournalCursor, decodeCursor, encodeCursor } from '../state/cursor.js';

const TOOL = toolName('post_journal_entry');
const PAGE_SIZE = 8;

const text = (message: string): CallToolResult => ({ content: [{ type: 'text', text: message }] });

const confirmSchema = {
  type: 'object' as const,
  properties: { confirm: { type: 'boolean' as const, title: 'Looks right' } },
  required: ['confirm'],
};

const Line = z.object({
  account: z.string().regex(/^\d{4}(-\d{2})?$/),
  debitCents: z.number().int().nonnegative().default(0),
  creditCents: z.number().int().nonnegative().default(0),
  memo: z.string().max(120).optional(),
});

const PostJournalInput = z.object({
  lines: z.array(Line).min(2).max(200),
});
type PostJournalInput = z.infer<typeof PostJournalInput>;

type Balance = { readonly debit: number; readonly credit: number };

const balanceOf = (lines: readonly JournalLine[]): Balance =>
  lines.reduce<Balance>((acc, l) => ({ debit: acc.debit + l.debitCents, credit: acc.credit + l.creditCents }), {
    debit: 0,
    credit: 0,
  });

function renderPage(lines: readonly JournalLine[], page: number): string {
  return lines
    .slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)
    .map((l) => `${l.account.padEnd(8)} ${String(l.debitCents).padStart(10)} ${String(l.creditCents).padStart(10)}  ${l.memo ?? ''}`)
    .join('\n');
}

function askForPage(lines: readonly JournalLine[], cursor: JournalCursor): InputRequiredResult {
  const last = (cursor.page + 1) * PAGE_SIZE >= lines.length;
  return inputRequired({
    inputRequests: {
      confirm: inputRequired.elicit({
        message: `${last ? 'Post' : 'Continue reviewing'} this journal entry?\n\n${renderPage(lines, cursor.page)}`,
        requestedSchema: confirmSchema,
      }),
    },
    requestState: encodeCursor(cursor), // expect: require-sealed-state
  });
}

export function registerPostJournal(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      title: 'Post journal entry',
      description: 'Create a balanced journal entry, page through it with the user, then post it.',
      inputSchema: PostJournalInput.shape,
    },
    async ({ lines }: PostJournalInput, ctx) => {
      const userId = principalOf(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const { debit, credit } = balanceOf(lines);
        if (debit !== credit) return text(`Entry does not balance: debit ${debit} vs credit ${credit}.`);
        const draft = await ledger.createDraft(userId, lines);
        return askForPage(draft.lines, { draftId: draft.id, page: 0, linesSeen: 0 });
      }

      const cursor = decodeCursor(raw); // expect: require-sealed-state
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('Draft kept; nothing was posted.');

      const draft = await ledger.draft(cursor.draftId);
      const seen = Math.min(draft.lines.length, (cursor.page + 1) * PAGE_SIZE);
      if (seen < draft.lines.length) {
        return askForPage(draft.lines, { draftId: draft.id, page: cursor.page + 1, linesSeen: seen });
      }

      const { entryId } = await ledger.postDraft(cursor.draftId);
      return text(`Posted journal entry ${entryId} (${draft.lines.length} lines).`);
    },
  );
}
