import { inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { callerId } from '../auth/identity.js';
import type { LedgerEntry, LedgerStore, StatementRow } from '../ledger/store.js';
import type { WizardCodec } from '../state/codec.js';
import { WizardTool, type Steps, type ToolContext } from '../wizard/wizard-tool.js';

type ImportArgs = { ledgerId: string; uploadId: string };

interface Mapping {
  dateColumn: string;
  amountColumn: string;
  memoColumn: string;
}

function toEntry(row: StatementRow, m: Mapping): LedgerEntry | undefined {
  const amount = Number.parseFloat((row[m.amountColumn] ?? '').replace(/[^\d.-]/g, ''));
  const bookedOn = row[m.dateColumn];
  if (!bookedOn || Number.isNaN(amount)) return undefined;
  return { bookedOn, amountCents: Math.round(amount * 100), memo: (row[m.memoColumn] ?? '').slice(0, 500) };
}

export class ImportStatementTool extends WizardTool<ImportArgs> {
  readonly name = 'import_statement';
  readonly description = 'Import an uploaded bank statement (CSV) into a ledger, after mapping its columns.';
  readonly inputShape = { ledgerId: z.string().uuid(), uploadId: z.string().uuid() };

  constructor(
    codec: WizardCodec,
    private readonly store: LedgerStore,
  ) {
    super(codec);
  }

  protected async *steps({ ledgerId, uploadId }: ImportArgs, ctx: ToolContext): Steps {
    const userId = callerId(ctx);
    const ledger = await this.store.ledgerName(ledgerId, userId);
    if (!ledger) return { isError: true, content: [{ type: 'text', text: 'No such ledger.' }] };

    const columns = await this.store.statementColumns(uploadId);
    const column = { type: 'string' as const, enum: columns };
    const mapping = (yield {
      key: 'mapping',
      request: inputRequired.elicit({
        message: `Which columns of the statement hold the date, the amount and the description?`,
        requestedSchema: {
          type: 'object',
          properties: { dateColumn: column, amountColumn: column, memoColumn: column },
          required: ['dateColumn', 'amountColumn', 'memoColumn'],
        },
      }),
    }) as unknown as Mapping;

    const total = await this.store.countStatementRows(uploadId);
    const go = yield {
      key: 'confirm',
      request: inputRequired.elicit({
        message: `Import ${total} rows into "${ledger}"?`,
        requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
      }),
    };
    if (go.confirm !== true) return { content: [{ type: 'text', text: 'Import cancelled.' }] };

    let imported = 0;
    let skipped = 0;
    for await (const batch of this.store.statementRows(uploadId)) {
      const entries = batch.map((row) => toEntry(row, mapping)).filter((e): e is LedgerEntry => e !== undefined);
      skipped += batch.length - entries.length;
      await this.store.insertEntries(ledgerId, entries);
      imported += entries.length;
    }
    return { content: [{ type: 'text', text: `Imported ${imported} entries into "${ledger}" (${skipped} rows skipped).` }] };
  }
}
