import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { hasScope, isManagerApproved, principalOf } from '../security/index.js';

export const REFUND_TOOL = 'issue_refund';

const RefundInput = z.object({
  orderId: z.string().regex(/^ORD-\d{6,}$/),
  amountCents: z.number().int().positive(),
  reason: z.enum(['damaged', 'late', 'not_received', 'goodwill', 'other']),
});

function money(cents, currency) {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);
}

/**
 * @param {import('@modelcontextprotocol/server').McpServer} server
 * @param {{ state: ReturnType<typeof import('../security/refund-state.js').createRefundState>, orders: any, payments: any, managerKey: Buffer | null }} deps
 */
export default function registerRefundTool(server, { state, orders, payments, managerKey }) {
  server.registerTool(
    REFUND_TOOL,
    {
      title: 'Issue refund',
      description: 'Refund part or all of an order to the original payment method.',
      inputSchema: RefundInput,
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async (args, ctx) => {
      const who = principalOf(ctx);
      if (!hasScope(who, 'refunds:write')) {
        return { content: [{ type: 'text', text: 'Missing scope refunds:write' }], isError: true };
      }

      const pending = await ctx.mcpReq.requestState();
      if (!pending) {
        const order = await orders.get(args.orderId);
        if (!order) return { content: [{ type: 'text', text: `Unknown order ${args.orderId}` }], isError: true };
        if (args.amountCents > order.refundableCents) {
          return { content: [{ type: 'text', text: `At most ${money(order.refundableCents, order.currency)} is refundable` }], isError: true };
        }
        const needsManager = args.amountCents > who.limitCents;
        const properties = { confirm: { type: 'boolean', title: 'Issue the refund' } };
        if (needsManager) properties.managerCode = { type: 'string', title: 'Manager approval code' };

        return inputRequired({
          inputRequests: {
            review: inputRequired.elicit({
              message: `Refund ${money(args.amountCents, order.currency)} on ${args.orderId} (${args.reason})?`,
              requestedSchema: { type: 'object', properties, required: Object.keys(properties) },
            }),
          },
          requestState: await state.mint(
            {
              orderId: args.orderId,
              amountCents: args.amountCents,
              currency: order.currency,
              reason: args.reason,
              needsManager,
              callerToken: ctx.http?.authInfo?.token, // expect: no-secrets-in-state
            },
            ctx,
          ),
        });
      }

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'review');
      if (!answer || answer.confirm !== true) {
        return { content: [{ type: 'text', text: 'Refund cancelled by the agent.' }] };
      }
      if (pending.needsManager) {
        if (!managerKey) return { content: [{ type: 'text', text: 'Manager approvals are not configured' }], isError: true };
        if (!isManagerApproved(managerKey, pending.orderId, pending.amountCents, answer.managerCode)) {
          return { content: [{ type: 'text', text: 'Manager code does not match this refund' }], isError: true };
        }
      }

      const receipt = await payments.refund({
        orderId: pending.orderId,
        amountCents: pending.amountCents,
        reason: pending.reason,
        onBehalfOf: pending.callerToken,
        agentId: who.agentId,
      });
      return {
        content: [
          { type: 'text', text: `Refunded ${money(pending.amountCents, pending.currency)} on ${pending.orderId} (receipt ${receipt.id}).` },
        ],
      };
    },
  );
}
