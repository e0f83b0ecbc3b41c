import { z } from 'zod';
import { coreBanking, statementPage } from '../core-banking.js';
import { requireScope, type Caller } from '../caller.js';
import { decodeCursor, encodeCursor } from '../security/cursor.js';
import { ask, failure, text, type Command, type CommandResult, type InputResponses } from './command.js';

const ExportArgs = z.object({ accountId: z.string().min(8) });
type ExportArgs = z.infer<typeof ExportArgs>;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function renderCsv(lines: Array<{ bookedAt: string; description: string; amountMinor: number; currency: string }>): string {
  const rows = lines.map((l) => [l.bookedAt, JSON.stringify(l.description), (l.amountMinor / 100).toFixed(2), l.currency].join(','));
  return ['booked_at,description,amount,currency', ...rows].join('\n');
}

export class ExportStatement implements Command<ExportArgs> {
  readonly schema = ExportArgs;
  readonly definition = {
    name: 'export_statement',
    title: 'Export account statement',
    description: 'Export booked transactions of one of your accounts as CSV, a page at a time.',
    inputSchema: {
      type: 'object' as const,
      properties: { accountId: { type: 'string', description: 'IBAN of one of your accounts' } },
      required: ['accountId'],
    },
    annotations: { readOnlyHint: true },
  };

  async execute(args: ExportArgs, caller: Caller): Promise<CommandResult> {
    requireScope(caller, 'accounts:read');
    const owned = await coreBanking.accountsOf(caller);
    if (!owned.includes(args.accountId)) return failure('Unknown account.');

    return ask(
      'period',
      'Which period should the statement cover?',
      {
        from: { type: 'string', format: 'date', title: 'From (YYYY-MM-DD)' },
        to: { type: 'string', format: 'date', title: 'To (YYYY-MM-DD)' },
      },
      encodeCursor({ accountId: args.accountId, from: '', to: '', page: 0 }), // expect: require-sealed-state
    );
  }

  async resume(_args: ExportArgs, caller: Caller, requestState: string, responses: InputResponses): Promise<CommandResult> {
    requireScope(caller, 'accounts:read');
    const cursor = decodeCursor(requestState); // expect: require-sealed-state

    if (cursor.page > 0 && responses.more?.action !== 'accept') return text('Export stopped.');
    if (cursor.page === 0) {
      const period = responses.period;
      if (period?.action !== 'accept') return text('Export cancelled.');
      const from = String(period.content?.from ?? '');
      const to = String(period.content?.to ?? '');
      if (!isoDate.test(from) || !isoDate.test(to) || from > to) return failure('Please give a valid date range.');
      cursor.from = from;
      cursor.to = to;
    }

    const page = await statementPage(cursor.accountId, cursor.from, cursor.to, cursor.page);
    const csv = renderCsv(page.lines);
    if (!page.hasMore) return text(csv);

    return ask(
      'more',
      `Page ${cursor.page + 1} exported (${page.lines.length} lines). Fetch the next page?`,
      { more: { type: 'boolean', title: 'Next page' } },
      encodeCursor({ ...cursor, page: cursor.page + 1 }), // expect: require-sealed-state
    );
  }
}
