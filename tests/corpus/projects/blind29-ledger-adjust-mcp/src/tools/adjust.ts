import { inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import * as z from 'zod/v4';
import type { Deps } from '../server.js';
import { answer, text, toolError, withCaller } from './compose.js';

const TOOL = 'adjust_balance';

const inputSchema = {
  accountId: z.string().min(1),
  amountCents: z.number().int().refine((n) => n !== 0, 'amount must not be zero'),
  memo: z.string().min(3).max(140),
};

interface PendingAdjustment {
  readonly step: 'confirm';
  readonly accountId: string;
}

const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

const confirmRequest = (accountId: string, amountCents: number, memo: string) =>
  inputRequired.elicit({
    message: `Post ${money.format(amountCents / 100)} to ${accountId} with memo "${memo}"?`,
    requestedSchema: {
      type: 'object',
      properties: { confirm: { type: 'boolean', title: 'Post this adjustment' } },
      required: ['confirm'],
    },
  });

export const registerAdjust = (server: McpServer, { state, bank }: Deps) =>
  server.registerTool(
    TOOL,
    {
      title: 'Adjust balance',
      description: 'Post a manual adjustment to a customer account. Always asks for confirmation.',
      inputSchema,
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    withCaller(async ({ accountId, amountCents, memo }, ctx, caller) => {
      const binding = { userId: caller.userId, tool: TOOL };
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        return inputRequired({
          inputRequests: { confirm: confirmRequest(accountId, amountCents, memo) },
          requestState: state.seal<PendingAdjustment>({ step: 'confirm', accountId }, binding), // expect: require-state-binding
        });
      }

      const approved = answer<{ confirm: boolean }>(ctx, 'confirm')?.confirm === true;

      return pipe(
        state.open<PendingAdjustment>(binding)(raw),
        E.filterOrElseW(
          (pending) => pending.step === 'confirm' && pending.accountId === accountId,
          () => 'args' as const,
        ),
        E.mapLeft((reason) => new Error(`Confirmation refused (${reason}); ask for the adjustment again.`)),
        TE.fromEither,
        TE.chain(() => (approved ? TE.right(undefined) : TE.left(new Error('Adjustment not posted.')))),
        TE.chain(() => bank.openSession(caller.accessToken)),
        TE.chain((session) =>
          bank.postAdjustment(session.headers)(accountId, { amountCents, memo, requestedBy: caller.userId }),
        ),
        TE.match(
          (e) => toolError(e.message),
          (posted) => text(`Adjustment ${posted.id} is ${posted.status.replace('_', ' ')}.`),
        ),
      )();
    }),
  );
