// Registers the refund_charge tool, which confirms before refunding all or part of a Stripe charge.
// @ts-nocheck
import * as z from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { PendingActions, argsKey } from '../pending.js';
import { principalOf } from '../principal.js';
import { describeCharge, money, stripe } from '../stripe.js';

const TOOL = 'refund_charge';

interface RefundPlan {
  chargeId: string;
  amount: number;
  currency: string;
}

const pending = new PendingActions<RefundPlan>();

const error = (text: string) => ({ isError: true, content: [{ type: 'text' as const, text }] });

export function registerRefund(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: 'Refund all or part of a Stripe charge. Always asks for confirmation.',
      inputSchema: {
        chargeId: z.string().startsWith('ch_'),
        amount: z.number().int().positive().optional(),
        reason: z.enum(['duplicate', 'fraudulent', 'requested_by_customer']).default('requested_by_customer'),
      },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const me = principalOf(ctx);
      if (!me.canRefund) return error('You are not allowed to issue refunds.');
      const key = argsKey(args);
      const handle = await ctx.mcpReq.requestState<string>();

      if (!handle) {
        const charge = await describeCharge(args.chargeId);
        const amount = args.amount ?? charge.amount - charge.refunded;
        const requestState = pending.put({
          userId: me.userId,
          tool: TOOL,
          argsKey: key,
          data: { chargeId: charge.id, amount, currency: charge.currency },
        });
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Refund ${money(amount, charge.currency)} of ${charge.id} to ${charge.customerName}?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Issue refund' } },
                required: ['confirm'],
              },
            }),
          },
          requestState,
        });
      }

      const plan = pending.take(handle, { userId: me.userId, tool: TOOL, argsKey: key });
      if (!plan) return error('This refund confirmation is unknown, used or expired. Start again.');

      const ok = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (ok?.confirm !== true) return { content: [{ type: 'text', text: 'Refund not issued.' }] };

      const refund = await stripe.refunds.create(
        { charge: plan.chargeId, amount: plan.amount, reason: args.reason },
        { idempotencyKey: `mcp-${handle}` },
      );
      return { content: [{ type: 'text', text: `Refund ${refund.id}: ${money(plan.amount, plan.currency)} (${refund.status}).` }] };
    },
  );
}
