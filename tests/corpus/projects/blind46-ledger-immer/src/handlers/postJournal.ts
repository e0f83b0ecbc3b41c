import { randomUUID } from 'node:crypto';
import { acceptedContent, inputRequired, type CallToolResult, type ServerContext } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { balanced, emptyDraft, journalReducer, type JournalDraft } from '../journal/reducer.js';
import { chartOfAccounts, postEntry } from '../ledgerApi.js';
import { text, toolError, type Caller, type Round } from './rounds.js';

export const POST_JOURNAL_ENTRY = 'post_journal_entry';

export const postJournalInput = {
  ledgerId: z.string().regex(/^[A-Z]{2}-\d{4}$/),
  memo: z.string().max(500),
  lines: z
    .array(z.object({ account: z.string(), debitCents: z.number().int().min(0), creditCents: z.number().int().min(0) }))
    .min(2),
};

type PostJournalArgs = z.infer<z.ZodObject<typeof postJournalInput>>;

const cents = (n: number) => (n / 100).toFixed(2);

const summary = (draft: JournalDraft) =>
  [
    `Post to ${draft.ledgerId}: "${draft.memo}"`,
    ...draft.lines.map((l) => `  ${l.account}  Dr ${cents(l.debitCents)}  Cr ${cents(l.creditCents)}`),
    ...draft.warnings.map((w) => `  ⚠ ${w}`),
  ].join('\n');

const approveSchema = {
  type: 'object',
  properties: { approve: { type: 'boolean', title: 'Approve and post' } },
  required: ['approve'],
} as const;

export const postJournal = async (
  args: PostJournalArgs,
  ctx: ServerContext,
  caller: Caller,
  round: Round<JournalDraft>,
): Promise<CallToolResult> => {
  if (round.state === undefined) {
    const draft = journalReducer(emptyDraft(args.ledgerId), {
      type: 'drafted',
      lines: args.lines,
      memo: args.memo,
      idempotencyKey: randomUUID(),
      knownAccounts: await chartOfAccounts(args.ledgerId),
    });
    if (!balanced(draft)) {
      return toolError(`Debits (${cents(draft.totals.debitCents)}) and credits (${cents(draft.totals.creditCents)}) differ.`);
    }
    return inputRequired({
      inputRequests: { approve: inputRequired.elicit({ message: summary(draft), requestedSchema: approveSchema }) },
      requestState: round.seal(draft),
    });
  }

  const answer = acceptedContent<{ approve: boolean }>(ctx.mcpReq.inputResponses, 'approve');
  if (!answer?.approve) return text('Journal entry discarded.');

  // The state was sealed with a digest of these exact arguments, so it is the draft the user saw.
  const approved = journalReducer(round.state, { type: 'approved', by: caller.userId, at: Date.now() });
  const { entryNumber } = await postEntry(approved, caller.userId);
  return text(`Posted ${entryNumber} to ${approved.ledgerId}.`);
};
