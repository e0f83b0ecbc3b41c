import { inject } from 'inversify';
import { TYPES, type ToolCall, type ToolHandler, type ToolResult } from '../types.js';
import { LedgerRepository, StatementCursor, type StatementQuery } from '../ledger/ledger.repository.js';
import { Tool } from './decorators.js';

const PAGE_SIZE = 500;

interface ExportArgs {
  accountId: string;
  from: string;
  to: string;
}

const toCsv = (rows: Array<Record<string, unknown>>) =>
  rows.map((r) => [r.id, r.bookedAt, r.amountCents, JSON.stringify(r.counterparty), JSON.stringify(r.memo)].join(',')).join('\n');

/**
 * Large statements come back a page at a time; between pages the client is asked whether
 * to keep going, and the retry carries the pagination cursor as its requestState.
 */
@Tool({
  name: 'export_statement',
  description: 'Export the entries of an account for a date range as CSV',
  inputSchema: {
    type: 'object',
    properties: {
      accountId: { type: 'string' },
      from: { type: 'string', format: 'date' },
      to: { type: 'string', format: 'date' },
    },
    required: ['accountId', 'from', 'to'],
  },
})
export class ExportStatementTool implements ToolHandler {
  constructor(@inject(TYPES.LedgerRepository) private readonly ledger: LedgerRepository) {}

  async execute(call: ToolCall<ExportArgs>): Promise<ToolResult> {
    const resumed = call.requestState ? StatementCursor.decode(call.requestState) : undefined; // expect: require-sealed-state
    if (resumed && call.inputResponses?.more?.action !== 'accept') {
      return { content: [{ type: 'text', text: 'Export stopped.' }] };
    }

    const query: StatementQuery = resumed ?? { ...call.args, afterId: 0 };
    if (!resumed) await this.ledger.assertOwner(call.userId, query.accountId);

    const page = await this.ledger.statementPage(query, PAGE_SIZE);
    const csv = toCsv(page.rows);
    if (!page.hasMore) {
      return { content: [{ type: 'text', text: csv || '(no entries)' }] };
    }

    return {
      content: [{ type: 'text', text: csv }],
      resultType: 'input_required',
      inputRequests: {
        more: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Exported ${page.rows.length} entries of ${query.accountId}. Fetch the next ${PAGE_SIZE}?`,
            requestedSchema: { type: 'object', properties: {} },
          },
        },
      },
      requestState: StatementCursor.encode({ ...query, afterId: page.lastId }), // expect: require-sealed-state
    };
  }
}
