// refund_order tool: issues a refund once the agent confirms the exact order, amount and reason.
// @ts-nocheck
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { seal, open } from '../security/envelope.js';
import { getOrder, refund } from '../integrations/orders.js';
import { roundOf, askFor, answer, agentOf, refusal } from '../mcp/rounds.js';

const TOOL = 'refund_order';

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

export function registerRefundOrder(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Refund part or all of a paid order to the original payment method.',
      inputSchema: {
        orderId: z.string().min(6),
        amountCents: z.number().int().positive(),
        reason: z.enum(['return_received', 'damaged_in_transit', 'price_adjustment', 'goodwill']),
      },
      annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: true },
    },
    async (args, extra) => {
      const agent = agentOf(extra);
      if (!agent.userId) return refusal('Not signed in.');
      if (!agent.canRefund) return refusal('Your role cannot issue refunds.');

      const { state, responses } = roundOf(extra);
      const binding = { sub: agent.userId, tool: TOOL, args };

      if (state) {
        const payload = open(state, binding);
        if (!payload) return refusal('This refund confirmation is invalid, expired, or was for different details.');
        const confirmed = answer(responses, 'confirm_refund');
        if (!confirmed?.confirm) return { content: [{ type: 'text', text: 'No refund issued.' }] };
        const result = await refund(args.orderId, args.amountCents, args.reason, agent.userId, payload.idem);
        return { content: [{ type: 'text', text: `Refund ${result.id} issued (${result.status}).` }] };
      }

      const order = await getOrder(args.orderId);
      if (!order) return refusal(`Order ${args.orderId} not found.`);
      const refundable = order.paidCents - order.refundedCents;
      if (args.amountCents > refundable) {
        return refusal(`At most ${money(refundable, order.currency)} can still be refunded on ${order.number}.`);
      }

      const requestState = seal({ idem: randomUUID() }, binding);
      return askFor(
        'confirm_refund',
        `Refund ${money(args.amountCents, order.currency)} on order ${order.number} to ${order.customer.name} (${args.reason})?`,
        { confirm: { type: 'boolean', title: 'Issue this refund' } },
        requestState,
      );
    },
  );
}
