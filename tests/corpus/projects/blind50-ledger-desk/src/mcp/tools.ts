import { z } from 'zod';
import { refusal } from 'eslint-plugin-mcp-state/seal';
import { askForm, errorResult, formatCents, inputRequiredResult, textResult, type ToolResult } from '../lib/util.js';
import { countEntries, invoiceFor, queueExport, sql, voidInvoice } from '../services/ledger.js';
import { openRoundState, sealRoundState } from './roundState.js';

export interface CallParams {
  name: string;
  arguments?: Record<string, unknown>;
  requestState?: string;
  inputResponses?: Record<string, { action: string; content?: Record<string, unknown> }>;
}

export interface Caller {
  userId: string;
}

export const toolDefinitions = [
  {
    name: 'void_invoice',
    description: 'Void an open invoice. The customer is no longer asked to pay it.',
    inputSchema: {
      type: 'object',
      properties: { invoiceId: { type: 'string' }, reason: { type: 'string', maxLength: 200 } },
      required: ['invoiceId', 'reason'],
    },
    annotations: { destructiveHint: true },
  },
  {
    name: 'export_ledger',
    description: 'Export one month of ledger entries as CSV or XLSX.',
    inputSchema: {
      type: 'object',
      properties: { period: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' } },
      required: ['period'],
    },
    annotations: { readOnlyHint: true },
  },
] as const;

const VoidArgs = z.object({ invoiceId: z.string().uuid(), reason: z.string().min(3).max(200) });
const ExportArgs = z.object({ period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) });

async function voidInvoiceTool(params: CallParams, caller: Caller): Promise<ToolResult> {
  const args = VoidArgs.parse(params.arguments ?? {});
  const binding = { userId: caller.userId, tool: 'void_invoice', args };

  if (!params.requestState) {
    const invoice = await invoiceFor(args.invoiceId, caller.userId);
    if (!invoice) return errorResult('No such invoice on your teams.');
    if (invoice.status !== 'open') return errorResult(`Invoice ${invoice.number} is ${invoice.status}; only open invoices can be voided.`);
    return inputRequiredResult(
      {
        confirm: askForm(
          `Void ${invoice.number} to ${invoice.customerName} for ${formatCents(invoice.totalCents)}? Reason: ${args.reason}`,
          { confirm: { type: 'boolean' } },
          ['confirm'],
        ),
      },
      sealRoundState({ step: 'confirm', number: invoice.number }, binding),
    );
  }

  const opened = openRoundState<{ step: string; number: string }>(params.requestState, binding);
  if (!opened.ok) return refusal(opened.reason);

  const reply = params.inputResponses?.confirm;
  if (reply?.action !== 'accept' || reply.content?.confirm !== true) return textResult(`Left ${opened.state.number} open.`);

  await voidInvoice(args.invoiceId, args.reason, caller.userId);
  return textResult(`Voided ${opened.state.number}.`);
}

async function exportLedgerTool(params: CallParams, caller: Caller): Promise<ToolResult> {
  const args = ExportArgs.parse(params.arguments ?? {});
  const binding = { userId: caller.userId, tool: 'export_ledger' };

  if (!params.requestState) {
    const rowCount = await countEntries(caller.userId, args.period);
    if (rowCount === 0) return textResult(`Nothing was booked in ${args.period}.`);
    const [team] = await sql<{ export_password_hash: string | null }[]>`
      select t.export_password_hash from teams t join team_members m on m.team_id = t.id where m.user_id = ${caller.userId} limit 1`;
    const hasExportPassword = team?.export_password_hash != null;
    return inputRequiredResult(
      {
        format: askForm(
          `${rowCount} entries in ${args.period}. Which format?`,
          {
            format: { type: 'string', enum: ['csv', 'xlsx'] },
            includeVoided: { type: 'boolean', default: false },
          },
          ['format'],
        ),
      },
      sealRoundState({ period: args.period, rowCount, hasExportPassword }, binding),
    );
  }

  const opened = openRoundState<{ period: string; rowCount: number; hasExportPassword: boolean }>(params.requestState, binding);
  if (!opened.ok) return refusal(opened.reason);

  const reply = params.inputResponses?.format;
  if (reply?.action !== 'accept') return textResult('Export cancelled.');
  const format = reply.content?.format === 'xlsx' ? 'xlsx' : 'csv';
  const id = await queueExport(caller.userId, opened.state.period, format, reply.content?.includeVoided === true);
  const note = format === 'xlsx' && opened.state.hasExportPassword ? ' The file is protected with your team export password.' : '';
  return textResult(`Export ${id} queued (${opened.state.rowCount} entries). You will get an email when it is ready.${note}`);
}

export const toolHandlers: Record<string, (params: CallParams, caller: Caller) => Promise<ToolResult>> = {
  void_invoice: voidInvoiceTool,
  export_ledger: exportLedgerTool,
};
