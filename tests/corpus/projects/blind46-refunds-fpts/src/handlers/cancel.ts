import { acceptedContent, type CallToolResult, type ServerContext } from '@modelcontextprotocol/server';
import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { openFor, sealFor } from '../state/codec.js';
import { cancelOrder, getOrder } from '../orders.js';
import { askToConfirm, refused, text, toolError, type Caller } from './kit.js';

export const CANCEL_ORDER = 'cancel_order';

export interface CancelArgs {
  orderId: string;
}

interface CancelState {
  step: 'confirm';
  orderId: string;
}

const ask = (args: CancelArgs, caller: Caller) =>
  pipe(
    getOrder(args.orderId),
    TE.filterOrElse(
      (order) => order.status === 'open',
      (order) => new Error(`Order ${order.id} is ${order.status} and cannot be cancelled.`),
    ),
    TE.map((order) =>
      pipe(
        sealFor({ userId: caller.userId, tool: CANCEL_ORDER })<CancelState>({ step: 'confirm', orderId: order.id }),
        askToConfirm(`Cancel order ${order.id} for ${order.customer}?`),
      ),
    ),
    TE.getOrElse((e) => () => Promise.resolve(toolError(e.message))),
  );

const resume = (ctx: ServerContext, caller: Caller, token: string) =>
  pipe(
    openFor({ userId: caller.userId, tool: CANCEL_ORDER })(token),
    E.map((state) => state as CancelState),
    E.match(
      (refusal) => Promise.resolve(refused(refusal)),
      (state) =>
        acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.confirm
          ? pipe(
              cancelOrder(state.orderId, caller.userId),
              TE.match(
                (e) => toolError(`Cancellation failed: ${e.message}`),
                () => text(`Order ${state.orderId} cancelled.`),
              ),
            )()
          : Promise.resolve(text('Order left as it was.')),
    ),
  );

export const cancel = (args: CancelArgs, ctx: ServerContext, caller: Caller): Promise<CallToolResult> => {
  const token = ctx.mcpReq.requestState<string>();
  return token === undefined ? ask(args, caller)() : resume(ctx, caller, token);
};
