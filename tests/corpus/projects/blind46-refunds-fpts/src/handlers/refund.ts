import { acceptedContent, type CallToolResult, type ServerContext } from '@modelcontextprotocol/server';
import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { config } from '../config.js';
import { openFor, sealFor } from '../state/codec.js';
import { formatCents, getOrder, refundOrder, type Order } from '../orders.js';
import { askToConfirm, refused, text, toolError, type Caller } from './kit.js';

export const ISSUE_REFUND = 'issue_refund';

export interface RefundArgs {
  orderId: string;
  amountCents: number;
}

interface RefundState {
  step: 'confirm';
  orderId: string;
}

const refundable = (order: Order) => order.totalCents - order.refundedCents;

const checkAmount =
  (amountCents: number) =>
  (order: Order): E.Either<string, Order> =>
    amountCents <= 0
      ? E.left('The amount must be positive.')
      : amountCents > Math.min(refundable(order), config.maxRefundCents)
        ? E.left(`At most ${formatCents(Math.min(refundable(order), config.maxRefundCents))} can be refunded on ${order.id}.`)
        : E.right(order);

const firstRound = (args: RefundArgs, caller: Caller): Promise<CallToolResult> => {
  const seal = sealFor({ userId: caller.userId, tool: ISSUE_REFUND });
  return pipe(
    getOrder(args.orderId),
    TE.mapLeft((e) => e.message),
    TE.chainEitherK(checkAmount(args.amountCents)),
    TE.map((order) =>
      pipe(
        seal<RefundState>({ step: 'confirm', orderId: order.id }), // expect-todo: require-state-binding
        askToConfirm(`Refund ${formatCents(args.amountCents)} to ${order.customer} on order ${order.id}?`),
      ),
    ),
    TE.getOrElse((message) => () => Promise.resolve(toolError(message))),
  )();
};

const secondRound = (args: RefundArgs, ctx: ServerContext, caller: Caller, token: string): Promise<CallToolResult> =>
  pipe(
    openFor({ userId: caller.userId, tool: ISSUE_REFUND })(token),
    E.map((state) => state as RefundState),
    E.match(
      (refusal) => Promise.resolve(refused(refusal)),
      (state) => {
        const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
        if (!answer?.confirm) return Promise.resolve(text('Refund not issued.'));
        return pipe(
          refundOrder(state.orderId, args.amountCents, caller.userId),
          TE.match(
            (e) => toolError(`Refund failed: ${e.message}`),
            ({ refundId }) => text(`Refunded ${formatCents(args.amountCents)} on ${state.orderId} (${refundId}).`),
          ),
        )();
      },
    ),
  );

export const issueRefund = async (args: RefundArgs, ctx: ServerContext, caller: Caller): Promise<CallToolResult> => {
  const token = ctx.mcpReq.requestState<string>();
  return token === undefined ? firstRound(args, caller) : secondRound(args, ctx, caller, token);
};
