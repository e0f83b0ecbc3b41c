import { gzipSync, gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { prisma } from '../db.js';
import { MAX_EXPORT_DAYS } from '../config/constants.js';
import { toolError, type ToolDefinition } from './types.js';

const TOOL = 'export_statements';
const DAY_MS = 24 * 60 * 60 * 1000;

interface ExportDraft {
  tool: typeof TOOL;
  userId: string;
  accountId: string;
  accountName: string;
  exp: number;
}

const PeriodAnswer = z.object({
  from: z.string().date(),
  to: z.string().date(),
  format: z.enum(['csv', 'json']).default('csv'),
});

function packDraft(draft: ExportDraft): string {
  return gzipSync(Buffer.from(JSON.stringify(draft), 'utf8')).toString('base64url');
}

function unpackDraft(state: string): ExportDraft {
  return JSON.parse(gunzipSync(Buffer.from(state, 'base64url')).toString('utf8')) as ExportDraft; // expect: require-sealed-state
}

function toCsv(rows: Array<Record<string, unknown>>): string {
  if (rows.length === 0) return '';
  const header = Object.keys(rows[0]);
  const escape = (v: unknown) => `"${String(v ?? '').replaceAll('"', '""')}"`;
  return [header.join(','), ...rows.map((r) => header.map((h) => escape(r[h])).join(','))].join('\n');
}

export const exportStatements: ToolDefinition = {
  name: TOOL,
  description: 'Export ledger entries of an account for a period (asks for the period).',
  inputSchema: {
    type: 'object',
    properties: { accountId: { type: 'string' } },
    required: ['accountId'],
  },
  annotations: { readOnlyHint: true },
  requiredScope: 'ledger:read',

  async run(args, ctx) {
    if (!ctx.requestState) {
      const accountId = String(args.accountId ?? '');
      const account = await prisma.account.findFirst({
        where: { id: accountId, members: { some: { userId: ctx.userId } } },
      });
      if (!account) return toolError('Account not found.');

      const draft: ExportDraft = {
        tool: TOOL,
        userId: ctx.userId,
        accountId: account.id,
        accountName: account.name,
        exp: Date.now() + 10 * 60 * 1000,
      };
      return {
        resultType: 'input_required',
        inputRequests: {
          period: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Which period of "${account.name}" should be exported?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  from: { type: 'string', format: 'date' },
                  to: { type: 'string', format: 'date' },
                  format: { type: 'string', enum: ['csv', 'json'] },
                },
                required: ['from', 'to'],
              },
            },
          },
        },
        requestState: packDraft(draft), // expect: require-sealed-state
      };
    }

    const draft = unpackDraft(ctx.requestState);
    if (draft.tool !== TOOL || draft.userId !== ctx.userId) return toolError('This export belongs to another session.');
    if (draft.exp <= Date.now()) return toolError('This export wizard expired; start again.');

    const answer = ctx.inputResponses.period;
    if (answer?.action !== 'accept') return { content: [{ type: 'text', text: 'Export cancelled.' }] };
    const period = PeriodAnswer.parse(answer.content);
    const from = new Date(period.from);
    const to = new Date(period.to);
    if ((to.getTime() - from.getTime()) / DAY_MS > MAX_EXPORT_DAYS) {
      return toolError(`Exports are limited to ${MAX_EXPORT_DAYS} days.`);
    }

    const entries = await prisma.ledgerEntry.findMany({
      where: { accountId: draft.accountId, postedAt: { gte: from, lt: to } },
      orderBy: { postedAt: 'asc' },
      select: { id: true, postedAt: true, description: true, amountCents: true, currency: true, counterparty: true },
    });

    const text = period.format === 'csv' ? toCsv(entries) : JSON.stringify(entries, null, 2);
    return {
      content: [
        { type: 'text', text: `${entries.length} entries for ${draft.accountName}` },
        {
          type: 'resource',
          resource: {
            uri: `ledger://accounts/${draft.accountId}/export/${period.from}_${period.to}.${period.format}`,
            mimeType: period.format === 'csv' ? 'text/csv' : 'application/json',
            text,
          },
        },
      ],
    };
  },
};
