import { inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as E from 'fp-ts/lib/Either.js';
import * as T from 'fp-ts/lib/Task.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import * as z from 'zod/v4';
import type { Deps } from '../server.js';
import type { SessionHeaders, StatementLine } from '../upstream/bank.js';
import { answer, text, toolError, withCaller, type ToolResult } from './compose.js';

const TOOL = 'export_statement';
const LARGE_EXPORT = 5_000;

interface ExportState {
  readonly accountId: string;
  readonly month?: string;
  readonly upstream: SessionHeaders;
}

// Carried between rounds so one export does not open a new bank session per step.
const carry = (accountId: string, headers: SessionHeaders, month?: string): ExportState => ({
  accountId,
  month,
  upstream: headers, // expect: no-secrets-in-state
});

const askMonth = inputRequired.elicit({
  message: 'Which month should I export? (YYYY-MM)',
  requestedSchema: {
    type: 'object',
    properties: { month: { type: 'string', title: 'Month', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' } },
    required: ['month'],
  },
});

const askLarge = (lineCount: number) =>
  inputRequired.elicit({
    message: `That statement has ${lineCount} lines. Export it anyway?`,
    requestedSchema: { type: 'object', properties: { go: { type: 'boolean', title: 'Export' } }, required: ['go'] },
  });

const cents = (n: number) => (n / 100).toFixed(2);
const csvCell = (s: string) => (/[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);
const toCsv = (lines: readonly StatementLine[]) =>
  ['booked_at,description,amount,balance', ...lines.map((l) => [l.bookedAt, csvCell(l.description), cents(l.amountCents), cents(l.balanceCents)].join(','))].join('\n');

export const registerStatement = (server: McpServer, { state, bank }: Deps) =>
  server.registerTool(
    TOOL,
    {
      title: 'Export statement',
      description: 'Export one month of an account statement as CSV.',
      inputSchema: { accountId: z.string().min(1) },
      annotations: { readOnlyHint: true },
    },
    withCaller(async ({ accountId }, ctx, caller) => {
      const binding = { userId: caller.userId, tool: TOOL };
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        return pipe(
          bank.openSession(caller.accessToken),
          TE.map(
            (session): ToolResult =>
              inputRequired({
                inputRequests: { month: askMonth },
                requestState: state.seal(carry(accountId, session.headers), binding),
              }),
          ),
          TE.getOrElse((e) => T.of(toolError(e.message))),
        )();
      }

      const exportAll = (saved: ExportState, month: string) =>
        pipe(
          bank.allLines(saved.upstream)(saved.accountId, month),
          TE.map((lines) => text(`${toCsv(lines)}\n`)),
        );

      return pipe(
        state.open<ExportState>(binding)(raw),
        E.filterOrElseW(
          (saved) => saved.accountId === accountId,
          () => 'args' as const,
        ),
        E.mapLeft((reason) => new Error(`This export cannot be resumed (${reason}); start it again.`)),
        TE.fromEither,
        TE.chain((saved) => {
          if (saved.month !== undefined) {
            return answer<{ go: boolean }>(ctx, 'large')?.go ? exportAll(saved, saved.month) : TE.right(text('Export cancelled.'));
          }
          const month = answer<{ month: string }>(ctx, 'month')?.month;
          if (!month) return TE.left(new Error('Pick a month to export.'));
          return pipe(
            bank.summary(saved.upstream)(saved.accountId, month),
            TE.chain((summary) =>
              summary.lineCount > LARGE_EXPORT
                ? TE.right<Error, ToolResult>(
                    inputRequired({
                      inputRequests: { large: askLarge(summary.lineCount) },
                      requestState: state.seal(carry(saved.accountId, saved.upstream, month), binding),
                    }),
                  )
                : exportAll(saved, month),
            ),
          );
        }),
        TE.getOrElse((e) => T.of(toolError(e.message))),
      )();
    }),
  );
