// export_ledger tool: previews a date range, asks which file format to produce, then starts an upstream export job.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import * as TE from 'fp-ts/lib/TaskEither.js';
import * as E from 'fp-ts/lib/Either.js';
import { pipe } from 'fp-ts/lib/function.js';
import { withCaller, textResult } from '../lib/handler.js';
import { allOf, forSubject, forTool, notExpired } from '../state/claims.js';

export const TOOL = 'export_ledger';

const formatQuestion = (preview) =>
  inputRequired.elicit({
    message: `The range holds ${preview.entryCount} entries (${preview.pendingCount} still pending). Which format do you want?`,
    requestedSchema: {
      type: 'object',
      properties: {
        format: { type: 'string', enum: ['csv', 'xlsx', 'camt053'] },
        includePending: { type: 'boolean', default: false },
      },
      required: ['format'],
    },
  });

const askFormat = ({ ledger, seal }, caller, args) =>
  pipe(
    ledger.exchangeForLedgerToken(caller.token),
    TE.chain((grant) =>
      pipe(
        ledger.previewRange(grant.access_token, args.from, args.to),
        TE.map((preview) =>
          inputRequired({
            inputRequests: { format: formatQuestion(preview) },
            requestState: seal(caller.userId, TOOL)({
              from: args.from,
              to: args.to,
              ledgerToken: grant.access_token, // expect: no-secrets-in-state
            }),
          }),
        ),
      ),
    ),
  );

const chosenFormat = (ctx) =>
  pipe(
    acceptedContent(ctx.mcpReq.inputResponses, 'format'),
    E.fromNullable('the format question was declined; no export was started'),
  );

const runExport = ({ ledger, open }, caller, raw: string, ctx) =>
  pipe(
    open(raw),
    E.chain(allOf([forSubject(caller.userId), forTool(TOOL), notExpired()])),
    E.bindTo('claims'),
    E.bind('choice', () => chosenFormat(ctx)),
    TE.fromEither,
    TE.chain(({ claims, choice }) =>
      ledger.startExport(String(claims.ledgerToken), {
        from: String(claims.from),
        to: String(claims.to),
        format: choice.format,
        includePending: Boolean(choice.includePending),
      }),
    ),
    TE.map((job) => textResult(`Export ${job.id} is ${job.status}; download it from ${job.downloadUrl} when ready.`)),
  );

export const exportLedger = (deps) => ({
  name: TOOL,
  config: {
    description: 'Export ledger entries for a date range as CSV, XLSX or camt.053.',
    inputSchema: { from: z.string().date(), to: z.string().date() },
    annotations: { readOnlyHint: true },
  },
  handler: withCaller('ledger:export', (caller) => (args, ctx) => {
    const raw = ctx.mcpReq.requestState();
    return raw ? runExport(deps, caller, raw, ctx) : askFormat(deps, caller, args);
  }),
});
