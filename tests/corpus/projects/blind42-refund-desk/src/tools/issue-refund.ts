import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { callerOf } from '../auth.js';
import { billingHeaders, fetchCharge, formatMoney, postRefund, type BillingHeaders } from '../billing/client.js';
import { disputedCharges } from '../http/dispute-webhook.js';
import { StateRejected, issueRefundState, readRefundState } from '../security/state-token.js';

const TOOL = 'issue_refund';

const inputSchema = z.object({
  chargeId: z.string().regex(/^ch_[A-Za-z0-9]{8,32}$/),
  amountCents: z.number().int().positive().optional(),
  reason: z.enum(['duplicate', 'fraudulent', 'requested_by_customer', 'goodwill']),
});

interface RefundDraft {
  chargeId: string;
  amountCents: number;
  currency: string;
  reason: string;
  upstream: BillingHeaders;
}

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });

function refusal(reason: string) {
  return {
    isError: true,
    content: [{ type: 'text' as const, text: `This refund confirmation is no longer valid (${reason}). Start the refund again.` }],
  };
}

export function registerIssueRefund(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: 'Refund all or part of a card charge. The agent confirms the amount before anything is sent.',
      inputSchema,
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async (args, ctx) => {
      const caller = callerOf(ctx);
      const token = ctx.mcpReq.requestState<string>();

      if (token === undefined) {
        if (disputedCharges.has(args.chargeId)) return text(`Charge ${args.chargeId} is under dispute; refunds go through billing ops.`);

        const upstream = billingHeaders(caller.token);
        const charge = await fetchCharge(args.chargeId, upstream);
        const refundable = charge.amountCents - charge.refundedCents;
        const amountCents = Math.min(args.amountCents ?? refundable, refundable);
        if (charge.status !== 'succeeded' || amountCents <= 0) {
          return text(`Charge ${charge.id} cannot be refunded (status ${charge.status}, ${formatMoney(refundable, charge.currency)} left).`);
        }

        const requestState = await issueRefundState<RefundDraft>(
          {
            chargeId: charge.id,
            amountCents,
            currency: charge.currency,
            reason: args.reason,
            // post the refund under the same delegation the charge was read with
            upstream, // expect: no-secrets-in-state
          },
          caller.userId,
          TOOL,
        );

        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Refund ${formatMoney(amountCents, charge.currency)} of ${charge.id} to ${charge.customerEmail} (${args.reason})?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Issue the refund' } },
                required: ['confirm'],
              },
            }),
          },
          requestState,
        });
      }

      let draft: RefundDraft;
      try {
        draft = await readRefundState<RefundDraft>(token, caller.userId, TOOL);
      } catch (err) {
        if (err instanceof StateRejected) return refusal(err.reason);
        throw err;
      }
      if (draft.chargeId !== args.chargeId || draft.reason !== args.reason) return refusal('the arguments changed');

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('Refund cancelled; nothing was sent to billing.');

      const refund = await postRefund(
        draft.chargeId,
        draft.amountCents,
        draft.reason,
        draft.upstream,
        `${caller.userId}:${draft.chargeId}:${draft.amountCents}`,
      );
      return text(`Refund ${refund.id} for ${formatMoney(draft.amountCents, draft.currency)} is ${refund.status}.`);
    },
  );
}
