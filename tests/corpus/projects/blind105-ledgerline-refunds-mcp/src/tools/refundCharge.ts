// refund_charge tool: refunds part or all of a captured charge once the merchant confirms in a second round.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import * as TE from 'fp-ts/lib/TaskEither.js';
import * as E from 'fp-ts/lib/Either.js';
import { pipe } from 'fp-ts/lib/function.js';
import { withCaller, textResult } from '../lib/handler.js';
import { allOf, forSubject, forTool, notExpired } from '../state/claims.js';

export const TOOL = 'refund_charge';

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(cents / 100);

const refundable = (limitCents: number, amountCents: number) => (charge) => {
  const left = charge.amount_cents - charge.refunded_cents;
  if (charge.status !== 'captured') return E.left(`charge ${charge.id} is ${charge.status}, not captured`);
  if (amountCents > left) return E.left(`only ${money(left, charge.currency)} is left to refund on ${charge.id}`);
  if (amountCents > limitCents) return E.left('that amount is above the per-refund limit; use the dashboard instead');
  return E.right(charge);
};

const confirmQuestion = (charge, amountCents: number, reason: string) =>
  inputRequired.elicit({
    message: `Refund ${money(amountCents, charge.currency)} of charge ${charge.id} (${reason})? This cannot be undone.`,
    requestedSchema: {
      type: 'object',
      properties: { confirm: { type: 'boolean', title: 'Issue the refund' } },
      required: ['confirm'],
    },
  });

const confirmed = (ctx) =>
  acceptedContent(ctx.mcpReq.inputResponses, 'confirm')?.confirm === true
    ? E.right(true)
    : E.left('refund not confirmed; nothing was changed');

const askToConfirm = ({ db, seal, config }, caller, args) =>
  pipe(
    db.chargeForOwner(args.chargeId, caller.userId),
    TE.chainEitherK(refundable(config.maxRefundCents, args.amountCents)),
    TE.map((charge) =>
      inputRequired({
        inputRequests: { confirm: confirmQuestion(charge, args.amountCents, args.reason) },
        requestState: seal(caller.userId, TOOL)({ chargeId: charge.id }), // expect-todo: require-state-binding
      }),
    ),
  );

const executeRefund = ({ db, open, config }, caller, args, raw: string, ctx) =>
  pipe(
    open(raw),
    E.chain(allOf([forSubject(caller.userId), forTool(TOOL), notExpired()])),
    E.chainFirst(() => confirmed(ctx)),
    TE.fromEither,
    TE.chain((claims) => db.chargeForOwner(String(claims.chargeId), caller.userId)),
    TE.chainEitherK(refundable(config.maxRefundCents, args.amountCents)),
    TE.chain((charge) => db.recordRefund(charge.id, args.amountCents, caller.userId, args.reason)),
    TE.map((refund) => textResult(`Refund ${refund.id} of ${args.amountCents} cents recorded.`)),
  );

export const refundCharge = (deps) => ({
  name: TOOL,
  config: {
    description: 'Refund some or all of a captured charge. Asks for confirmation before any money moves.',
    inputSchema: {
      chargeId: z.string().min(1),
      amountCents: z.number().int().positive(),
      reason: z.enum(['duplicate', 'fraudulent', 'requested_by_customer', 'other']),
    },
    annotations: { destructiveHint: true, idempotentHint: false },
  },
  handler: withCaller('refunds:write', (caller) => (args, ctx) => {
    const raw = ctx.mcpReq.requestState();
    return raw ? executeRefund(deps, caller, args, raw, ctx) : askToConfirm(deps, caller, args);
  }),
});
