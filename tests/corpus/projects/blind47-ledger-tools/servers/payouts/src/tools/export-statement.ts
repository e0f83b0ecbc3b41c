import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { Settings } from '@ledger/core';
import { LedgerTool, refuse, say, statements, type StatementPeriod, type ToolContext } from '@/lib';

const DOWNLOAD_BASE = process.env.LEDGER_DOWNLOAD_BASE ?? 'https://files.ledger.example';
const downloadKey = Buffer.from(process.env.LEDGER_DOWNLOAD_URL_KEY ?? '', 'base64');
if (downloadKey.length < 32) throw new Error('LEDGER_DOWNLOAD_URL_KEY must hold 32+ random bytes (base64)');

/** A download link the file service checks itself; it is shown to the user, not used as request state. */
function downloadLink(statementId: string): string {
  const expires = Math.floor(Date.now() / 1000) + Settings.Statements.LINK_LIFETIME_SECONDS;
  const sig = createHmac('sha256', downloadKey).update(`${statementId}:${expires}`).digest('base64url');
  return `${DOWNLOAD_BASE}/statements/${statementId}?expires=${expires}&sig=${sig}`;
}

const shape = {
  accountId: z.string().regex(/^acct_[A-Za-z0-9]{12}$/),
  format: z.enum(['pdf', 'csv']).default('pdf'),
};

interface PickData {
  accountName: string;
  periods: StatementPeriod[];
}

export class ExportStatement extends LedgerTool<typeof shape> {
  readonly name = 'export_statement';
  readonly description = 'Export an account statement for a period the user picks';
  readonly shape = shape;

  protected async begin(args: { accountId: string; format: 'pdf' | 'csv' }, ctx: ToolContext, userId: string) {
    const listing = await statements.periods(args.accountId, userId);
    if (!listing) return refuse('That account is not in your organisation.');
    const recent = listing.periods.slice(0, 12);
    const period = inputRequired.elicit({
      message: `Which statement of ${listing.accountName} do you want as ${args.format.toUpperCase()}?`,
      requestedSchema: {
        type: 'object',
        properties: { periodId: { type: 'string', enum: recent.map((p) => p.id), enumNames: recent.map((p) => p.label) } },
        required: ['periodId'],
      },
    });
    const data: PickData = { accountName: listing.accountName, periods: recent };
    return this.ask(args, { period }, data, ctx);
  }

  protected async proceed(args: { accountId: string; format: 'pdf' | 'csv' }, data: unknown, ctx: ToolContext) {
    const { accountName, periods } = data as PickData;
    const pick = acceptedContent<{ periodId: string }>(ctx.mcpReq.inputResponses, 'period');
    const period = periods.find((p) => p.id === pick?.periodId);
    if (!period) return say('No statement exported.');

    const { statementId } = await statements.render(args.accountId, period.id, args.format);
    return say(`${accountName}, ${period.label}: ${downloadLink(statementId)}`);
  }
}
