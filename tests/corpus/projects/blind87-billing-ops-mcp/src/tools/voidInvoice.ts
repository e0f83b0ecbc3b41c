// void_invoice: voids an open invoice at Payrail and in the ledger.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, confirmRequest, acceptedAnswer } from '../stateToken.js';

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerVoidInvoice(server, { tokens, vault, payments, ledger }) {
  server.registerTool(
    'void_invoice',
    {
      description: 'Void an open or uncollectible invoice so the customer is no longer charged.',
      inputSchema: { tenantId: z.string(), invoiceId: z.string() },
      annotations: { destructiveHint: true },
    },
    async (args, extra) => {
      const staff = extra.authInfo.extra;
      if (!staff.tenants.includes(args.tenantId)) return fail('You do not have access to that tenant.');
      const who = { userId: staff.userId, tenantId: args.tenantId };
      const raw = extra._meta?.requestState;

      const invoice = await ledger.invoice(args.tenantId, args.invoiceId);
      if (!invoice) return fail('Invoice not found.');

      if (!raw) {
        if (!['open', 'uncollectible'].includes(invoice.status)) {
          return fail(`Invoice is ${invoice.status}; only open or uncollectible invoices can be voided.`);
        }
        const requestState = await tokens.mint({ invoiceId: invoice.id }, who); // expect: require-state-binding
        return inputRequired(
          { confirm: confirmRequest(`Void invoice ${invoice.id} for ${(invoice.total_cents / 100).toFixed(2)} USD?`) },
          requestState,
        );
      }

      let pending;
      try {
        pending = await tokens.verify(raw, who);
      } catch {
        return fail('This confirmation has expired. Start again.');
      }
      if (pending.invoiceId !== args.invoiceId) return fail('The confirmation does not match this invoice.');
      if (!acceptedAnswer(extra, 'confirm')?.confirm) return { content: [{ type: 'text', text: 'Invoice left unchanged.' }] };

      const apiKey = await vault.providerKeyFor(args.tenantId);
      await payments.voidInvoice(apiKey, invoice.provider_invoice_id);
      await ledger.markVoided(args.tenantId, invoice.id, staff.userId);
      return { content: [{ type: 'text', text: `Invoice ${invoice.id} voided.` }] };
    },
  );
}
