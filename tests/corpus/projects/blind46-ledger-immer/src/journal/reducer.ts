import { produce, type Draft } from 'immer';

export interface Line {
  readonly account: string;
  readonly debitCents: number;
  readonly creditCents: number;
}

export interface JournalDraft {
  readonly step: 'empty' | 'review' | 'approved';
  readonly ledgerId: string;
  readonly lines: ReadonlyArray<Line>;
  readonly memo: string;
  // sent to the ledger API so a retried post is not booked twice
  readonly idempotencyKey: string;
  readonly totals: { readonly debitCents: number; readonly creditCents: number };
  readonly warnings: ReadonlyArray<string>;
  readonly approvedBy?: string;
  readonly approvedAt?: number;
}

export type JournalEvent =
  | {
      readonly type: 'drafted';
      readonly lines: ReadonlyArray<Line>;
      readonly memo: string;
      readonly idempotencyKey: string;
      readonly knownAccounts: ReadonlySet<string>;
    }
  | { readonly type: 'approved'; readonly by: string; readonly at: number };

export const emptyDraft = (ledgerId: string): JournalDraft => ({
  step: 'empty',
  ledgerId,
  lines: [],
  memo: '',
  idempotencyKey: '',
  totals: { debitCents: 0, creditCents: 0 },
  warnings: [],
});

const sum = (lines: ReadonlyArray<Line>, pick: (line: Line) => number) => lines.reduce((acc, line) => acc + pick(line), 0);

export const journalReducer = produce((draft: Draft<JournalDraft>, event: JournalEvent) => {
  switch (event.type) {
    case 'drafted': {
      draft.step = 'review';
      draft.lines = event.lines.map((line) => ({ ...line }));
      draft.memo = event.memo.trim();
      draft.idempotencyKey = event.idempotencyKey;
      draft.totals = { debitCents: sum(event.lines, (l) => l.debitCents), creditCents: sum(event.lines, (l) => l.creditCents) };
      draft.warnings = event.lines
        .filter((line) => !event.knownAccounts.has(line.account))
        .map((line) => `Unknown account ${line.account}`);
      return;
    }
    case 'approved': {
      if (draft.step !== 'review') return;
      draft.step = 'approved';
      draft.approvedBy = event.by;
      draft.approvedAt = event.at;
      return;
    }
  }
});

export const balanced = (draft: JournalDraft) => draft.totals.debitCents === draft.totals.creditCents;
