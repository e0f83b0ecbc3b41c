// void_invoice tool: voids an open invoice after the user confirms in a second round.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { getInvoice, markVoid } from '../db/invoices';
import { cancelPaymentIntent, exchangeForPaymentsToken } from '../services/payments';
import { openState, sealState } from '../state/seal';

const TOOL = 'void_invoice';

const fail = (text: string) => ({ content: [{ type: 'text', text }], isError: true });

export function registerVoidInvoice(server, deps) {
  server.registerTool(
    TOOL,
    {
      title: 'Void invoice',
      description: 'Void a draft or open invoice. Paid invoices must be refunded instead.',
      inputSchema: z.object({
        invoiceId: z.string().regex(/^inv_[A-Za-z0-9]{10,32}$/),
        reason: z.string().min(3).max(200),
      }),
      annotations: { destructiveHint: true, idempotentHint: true },
    },
    async (args, ctx) => {
      const auth = ctx.http?.authInfo;
      const userId = auth?.extra?.userId;
      const orgId = auth?.extra?.orgId;
      if (!userId || !orgId) return fail('Sign in to void invoices.');
      if (!auth.scopes.includes('invoices:write')) return fail('Your token lacks the invoices:write scope.');

      const invoice = await getInvoice(deps.db, orgId, args.invoiceId);
      if (!invoice) return fail(`Invoice ${args.invoiceId} not found.`);
      if (invoice.status === 'void') return { content: [{ type: 'text', text: `${invoice.id} is already void.` }] };
      if (invoice.status === 'paid') return fail(`${invoice.id} is paid; use issue_refund instead.`);

      const incoming = ctx.mcpReq.requestState();
      if (!incoming) {
        const requestState = await sealState(deps.cfg.stateSecret, deps.cfg.stateTtlSeconds, { step: 'confirm' }, { userId, tool: TOOL }); // expect: require-state-binding
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Void invoice ${invoice.id} for ${invoice.customer_name} (${(invoice.amount_cents / 100).toFixed(2)} ${invoice.currency})? This cannot be undone.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Void this invoice' } },
                required: ['confirm'],
              },
            }),
          },
          requestState,
        });
      }

      const state = await openState(deps.cfg.stateSecret, incoming, { userId, tool: TOOL }); // expect: require-state-binding
      if (!state || state.step !== 'confirm') return fail('That confirmation is no longer valid. Run void_invoice again.');

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return { content: [{ type: 'text', text: 'Nothing was voided.' }] };

      if (invoice.payment_intent_id) {
        const delegated = await exchangeForPaymentsToken(deps.cfg, auth.token);
        await cancelPaymentIntent(deps.cfg, delegated.access_token, invoice.payment_intent_id);
      }
      const changed = await markVoid(deps.db, orgId, invoice.id, userId, args.reason);
      return {
        content: [{ type: 'text', text: changed ? `Invoice ${invoice.id} is now void.` : `Invoice ${invoice.id} could not be voided.` }],
        isError: !changed,
      };
    },
  );
}
