// issue_refund tool: refunds part or all of a paid invoice after a confirmation round.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { digestArgs } from '../crypto/hmac';
import { getInvoice, recordRefund } from '../db/invoices';
import { createRefund, exchangeForPaymentsToken, getRefundable } from '../services/payments';
import { openState, sealState } from '../state/seal';

const TOOL = 'issue_refund';

const fail = (text: string) => ({ content: [{ type: 'text', text }], isError: true });

export function registerIssueRefund(server, deps) {
  server.registerTool(
    TOOL,
    {
      title: 'Issue refund',
      description: 'Refund a paid invoice, fully or partially, through the payments provider.',
      inputSchema: z.object({
        invoiceId: z.string().regex(/^inv_[A-Za-z0-9]{10,32}$/),
        amountCents: z.number().int().positive(),
      }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const auth = ctx.http?.authInfo;
      const userId = auth?.extra?.userId;
      const orgId = auth?.extra?.orgId;
      if (!userId || !orgId) return fail('Sign in to issue refunds.');
      if (!auth.scopes.includes('refunds:write')) return fail('Your token lacks the refunds:write scope.');
      if (args.amountCents > deps.cfg.refundLimitCents) return fail('Refunds above the configured limit need finance approval.');

      const invoice = await getInvoice(deps.db, orgId, args.invoiceId);
      if (!invoice || invoice.status !== 'paid' || !invoice.payment_intent_id) return fail('Only paid invoices can be refunded.');

      const binding = { userId, tool: TOOL, argsDigest: await digestArgs(args) };
      const incoming = ctx.mcpReq.requestState();

      if (!incoming) {
        const delegated = await exchangeForPaymentsToken(deps.cfg, auth.token);
        const refundable = await getRefundable(deps.cfg, delegated.access_token, invoice.payment_intent_id);
        if (args.amountCents > refundable.refundable_cents) {
          return fail(`At most ${(refundable.refundable_cents / 100).toFixed(2)} ${refundable.currency} can be refunded.`);
        }
        const requestState = await sealState(
          deps.cfg.stateSecret,
          deps.cfg.stateTtlSeconds,
          {
            refundableCents: refundable.refundable_cents,
            paymentsToken: delegated.access_token, // expect: no-secrets-in-state
            idem: crypto.randomUUID(),
          },
          binding,
        );
        return inputRequired({
          inputRequests: {
            approve: inputRequired.elicit({
              message: `Refund ${(args.amountCents / 100).toFixed(2)} ${refundable.currency} to ${invoice.customer_name} on ${invoice.id}?`,
              requestedSchema: {
                type: 'object',
                properties: { approve: { type: 'boolean', title: 'Send the refund' } },
                required: ['approve'],
              },
            }),
          },
          requestState,
        });
      }

      const state = await openState(deps.cfg.stateSecret, incoming, binding);
      if (!state) return fail('That refund confirmation has expired or does not match. Start again.');

      const answer = acceptedContent<{ approve: boolean }>(ctx.mcpReq.inputResponses, 'approve');
      if (!answer?.approve) return { content: [{ type: 'text', text: 'Refund cancelled.' }] };

      const refund = await createRefund(deps.cfg, state.paymentsToken as string, invoice.payment_intent_id, args.amountCents, state.idem as string);
      await recordRefund(deps.db, orgId, invoice.id, userId, args.amountCents, refund.id);
      return {
        content: [{ type: 'text', text: `Refund ${refund.id} is ${refund.status}.` }],
        structuredContent: { refundId: refund.id, status: refund.status },
      };
    },
  );
}
