// Invoice tools: look up an invoice and void it in both the ledger and the billing service.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { getInvoice, voidInvoice } from '../db.js';
import { exchangeForBillingToken, voidInBilling } from '../upstream/billing.js';
import { open, seal, StateError } from '../state/seal.js';
import { caller, json, toolError } from './results.js';

const VOID_TOOL = 'void_invoice';

export function registerInvoiceTools(server) {
  server.registerTool(
    'get_invoice',
    {
      description: 'Fetch one receivables invoice by id.',
      inputSchema: { invoiceId: z.string().uuid() },
      annotations: { readOnlyHint: true },
    },
    async ({ invoiceId }, ctx) => {
      const who = caller(ctx);
      if (!who) return toolError('Not authenticated.');
      const invoice = await getInvoice(invoiceId);
      if (!invoice || !who.entities.includes(invoice.entity_code)) return toolError('Invoice not found.');
      return json(invoice);
    },
  );

  server.registerTool(
    VOID_TOOL,
    {
      description: 'Void an issued invoice. The user must confirm the invoice and amount.',
      inputSchema: { invoiceId: z.string().uuid(), reason: z.string().min(5).max(200) },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const who = caller(ctx);
      if (!who) return toolError('Not authenticated.');
      const incoming = ctx.mcpReq.requestState();

      if (!incoming) {
        const invoice = await getInvoice(args.invoiceId);
        if (!invoice || !who.entities.includes(invoice.entity_code)) return toolError('Invoice not found.');
        if (invoice.status === 'void') return json({ voided: false, reason: 'already void' });
        const requestState = seal({ customer: invoice.customer_name, amountCents: invoice.amount_cents }, { userId: who.userId, tool: VOID_TOOL }); // expect: require-state-binding
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Void invoice for ${invoice.customer_name}, ${(invoice.amount_cents / 100).toFixed(2)}? This cannot be undone.`,
              requestedSchema: {
                type: 'object',
                properties: { approve: { type: 'boolean', title: 'Void this invoice' } },
                required: ['approve'],
              },
            }),
          },
          requestState,
        });
      }

      try {
        open(incoming, { userId: who.userId, tool: VOID_TOOL });
      } catch (err) {
        if (err instanceof StateError) return toolError(`Confirmation rejected: ${err.message}`);
        throw err;
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.approve) return json({ voided: false, reason: 'declined' });

      const invoice = await getInvoice(args.invoiceId);
      if (!invoice || !who.entities.includes(invoice.entity_code)) return toolError('Invoice not found.');
      const done = await voidInvoice(args.invoiceId, args.reason, who.userId);
      if (done) {
        const billing = await exchangeForBillingToken(who.token);
        await voidInBilling(billing.accessToken, args.invoiceId, args.reason);
      }
      return json({ voided: done, invoiceId: args.invoiceId });
    },
  );
}
