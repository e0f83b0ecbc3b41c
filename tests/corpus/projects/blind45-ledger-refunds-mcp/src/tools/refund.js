import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { mintState, readState } from '../state/token.js';
import { formatMoney, stripe } from '../stripe.js';
import { agentId, text, toolError } from './shared.js';

const TOOL = 'issue_refund';

export function registerIssueRefund(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Refund all or part of a Stripe charge. Always asks the agent to approve the amount.',
      inputSchema: z.object({
        chargeId: z.string().startsWith('ch_'),
        amount: z.number().int().positive().describe('Amount in the smallest currency unit'),
        reason: z.enum(['duplicate', 'fraudulent', 'requested_by_customer']),
      }),
      annotations: { destructiveHint: true },
    },
    async ({ chargeId, amount, reason }, ctx) => {
      const userId = agentId(ctx);
      const api = await stripe();
      const raw = ctx.mcpReq.requestState();

      if (raw === undefined) {
        const charge = await api.charges.retrieve(chargeId);
        const refundable = charge.amount - charge.amount_refunded;
        if (amount > refundable) {
          return toolError(`Only ${formatMoney(refundable, charge.currency)} of ${chargeId} is left to refund.`);
        }
        return inputRequired({
          inputRequests: {
            approve: inputRequired.elicit({
              message: `Refund ${formatMoney(amount, charge.currency)} of ${chargeId} (${charge.billing_details?.name ?? 'no name'}), reason: ${reason}?`,
              requestedSchema: {
                type: 'object',
                properties: { approved: { type: 'boolean', title: 'Approve refund' } },
                required: ['approved'],
              },
            }),
          },
          requestState: await mintState({ chargeId, amount, reason, currency: charge.currency }, { userId, tool: TOOL }),
        });
      }

      const pending = await readState(raw, { userId, tool: TOOL }); // expect: require-state-binding
      if (!pending) return toolError('This approval expired or is not valid any more. Start the refund again.');
      if (pending.chargeId !== chargeId || pending.amount !== amount || pending.reason !== reason) {
        return toolError('The refund differs from the one that was approved. Start again.');
      }

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'approve');
      if (answer?.approved !== true) return text('Refund not issued.');

      const refund = await api.refunds.create(
        { charge: chargeId, amount, reason, metadata: { approved_by: userId, via: 'ledger-mcp' } },
        { idempotencyKey: `refund:${chargeId}:${amount}:${userId}` },
      );
      return text(`Refund ${refund.id} issued: ${formatMoney(refund.amount, pending.currency)}, status ${refund.status}.`);
    },
  );
}
