import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { callerOf } from '../auth.js';
import { captureRefund, findOrder, formatMoney, preauthorizeRefund } from '../backend.js';
import { openEnvelope, sealEnvelope } from '../state/envelope.js';
import { assertBound, refused, StateRefused } from '../state/guards.js';

const TOOL = 'issue_refund';

interface RefundRound {
  orderId: string;
  amountCents: number;
  currency: string;
  hold: { id: string; capture: string };
}

export function registerRefund(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: 'Refund part or all of an order to its original payment method. Asks the agent to confirm.',
      inputSchema: z.object({ orderId: z.string().min(1), amountCents: z.number().int().positive() }),
      annotations: { destructiveHint: true },
    },
    async ({ orderId, amountCents }, ctx) => {
      const caller = callerOf(ctx);
      const token = ctx.mcpReq.requestState<string>();

      if (token === undefined) {
        const order = await findOrder(orderId, caller);
        if (!order) return { isError: true, content: [{ type: 'text', text: `No order ${orderId}.` }] };
        if (amountCents > order.refundableCents) {
          return {
            isError: true,
            content: [{ type: 'text', text: `At most ${formatMoney(order.refundableCents, order.currency)} can be refunded.` }],
          };
        }

        // Reserve now so the agent sees a limit problem before confirming, not after.
        const hold = await preauthorizeRefund(order, amountCents, caller);
        const round: RefundRound = {
          orderId,
          amountCents,
          currency: order.currency,
          hold: { id: hold.holdId, capture: hold.captureToken }, // expect: no-secrets-in-state
        };
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Refund ${formatMoney(amountCents, order.currency)} on order ${orderId}?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  confirm: { type: 'boolean', title: 'Issue this refund' },
                  reason: { type: 'string', title: 'Reason (shown on the customer receipt)', maxLength: 200 },
                },
                required: ['confirm'],
              },
            }),
          },
          requestState: sealEnvelope(round, { userId: caller.userId, tool: TOOL }),
        });
      }

      const envelope = openEnvelope<RefundRound>(token);
      if (!envelope) return refused('signature');

      let round: RefundRound;
      try {
        round = assertBound(envelope, { userId: caller.userId, tool: TOOL });
      } catch (err) {
        if (err instanceof StateRefused) return refused(err.reason);
        throw err;
      }
      if (round.orderId !== orderId || round.amountCents !== amountCents) return refused('args');

      const answer = acceptedContent<{ confirm: boolean; reason?: string }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return { content: [{ type: 'text', text: 'Refund not issued.' }] };

      const refund = await captureRefund(round.hold.id, round.hold.capture, answer.reason);
      return {
        content: [
          { type: 'text', text: `Refund ${refund.id}: ${formatMoney(round.amountCents, round.currency)} on order ${round.orderId}.` },
        ],
      };
    },
  );
}
