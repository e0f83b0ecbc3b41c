import * as z from 'zod/v4';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { callerOf } from '../auth.js';
import { ledger } from '../config.js';
import { decodeReportCursor, encodeReportCursor, resolvePeriod } from './report-cursor.js';
import { defineTool, failure, text } from './define.js';

const Period = z.enum(['this_month', 'last_month', 'this_quarter', 'ytd']);

export const ledgerSummary = defineTool({
  name: 'ledger_summary',
  config: {
    description: 'Totals for receivables, payables and cash for a period',
    inputSchema: z.object({ period: Period.default('this_month') }),
    annotations: { readOnlyHint: true },
  },
  handler: async ({ period }, ctx) => {
    const account = await ledger.accounts.primaryFor(callerOf(ctx));
    const totals = await ledger.reports.summary({ accountId: account.id, ...resolvePeriod(period) });
    return text(
      [`Receivables: ${totals.receivables}`, `Payables: ${totals.payables}`, `Cash: ${totals.cash}`].join('\n'),
    );
  },
});

export const exportReport = defineTool({
  name: 'export_report',
  config: {
    description: 'Export the general ledger for a period as CSV or XLSX',
    inputSchema: z.object({ period: Period }),
    annotations: { readOnlyHint: true },
  },
  handler: async ({ period }, ctx) => {
    const userId = callerOf(ctx);
    const raw = ctx.mcpReq.requestState();

    if (raw === undefined) {
      const account = await ledger.accounts.primaryFor(userId);
      const columns = await ledger.reports.availableColumns(account.id);
      return inputRequired({
        inputRequests: {
          format: inputRequired.elicit({
            message: `Export ${account.name} for ${period.replace('_', ' ')}. Choose a format:`,
            requestedSchema: {
              type: 'object',
              properties: {
                format: { type: 'string', enum: ['csv', 'xlsx'], title: 'Format' },
                includeVoided: { type: 'boolean', title: 'Include voided entries', default: false },
              },
              required: ['format'],
            },
          }),
        },
        requestState: encodeReportCursor({ accountId: account.id, period: resolvePeriod(period), columns }), // expect: require-sealed-state
      });
    }

    const cursor = decodeReportCursor(raw); // expect: require-sealed-state
    const choice = acceptedContent<{ format: 'csv' | 'xlsx'; includeVoided?: boolean }>(ctx.mcpReq.inputResponses, 'format');
    if (!choice) return failure('Export cancelled.');
    const file = await ledger.reports.exportLedger({
      accountId: cursor.accountId,
      from: cursor.period.from,
      to: cursor.period.to,
      columns: cursor.columns,
      format: choice.format,
      includeVoided: choice.includeVoided ?? false,
    });
    return {
      content: [
        { type: 'text' as const, text: `Exported ${file.rows} rows.` },
        { type: 'resource_link' as const, uri: file.url, name: file.name, mimeType: file.mimeType },
      ],
    };
  },
});
