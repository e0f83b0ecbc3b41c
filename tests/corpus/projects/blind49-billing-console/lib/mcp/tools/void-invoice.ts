import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { callerOf } from '@/lib/auth';
import { formatAmount, getOrgInvoice, voidInvoice } from '@/lib/stripe';
import { openRound, sealRound } from '@/lib/state/token';

const TOOL = 'void_invoice';

interface ConfirmVoid {
  step: 'confirm';
  number: string;
  amountDue: number;
  currency: string;
}

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });

export function registerVoidInvoice(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      title: 'Void invoice',
      description: 'Voids an open Stripe invoice. The user is asked to confirm before anything changes.',
      inputSchema: {
        invoiceId: z.string().startsWith('in_'),
        reason: z.string().max(200).optional(),
      },
      annotations: { destructiveHint: true, idempotentHint: true },
    },
    async ({ invoiceId, reason }, ctx) => {
      const caller = callerOf(ctx);
      const token = ctx.mcpReq.requestState<string>();

      if (token === undefined) {
        const invoice = await getOrgInvoice(invoiceId, caller.orgId);
        if (!invoice) return { ...text(`No invoice ${invoiceId} in this organisation.`), isError: true };
        if (invoice.status !== 'open') {
          return { ...text(`Invoice ${invoice.number} is ${invoice.status}; only open invoices can be voided.`), isError: true };
        }
        const pending: ConfirmVoid = {
          step: 'confirm',
          number: invoice.number,
          amountDue: invoice.amount_due,
          currency: invoice.currency,
        };
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Void invoice ${invoice.number} (${formatAmount(invoice.amount_due, invoice.currency)}, ${invoice.customer_name ?? 'unknown customer'})? This cannot be undone.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Void it' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: await sealRound(pending, { sub: caller.userId, tool: TOOL }), // expect: require-state-binding
        });
      }

      const pending = await openRound<ConfirmVoid>(token, { sub: caller.userId, tool: TOOL });
      if (!pending) return { ...text('That confirmation expired or is not valid. Ask again to void the invoice.'), isError: true };

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text(`Left invoice ${pending.number} open.`);

      const voided = await voidInvoice(invoiceId, reason);
      return text(`Voided invoice ${voided.number} (${formatAmount(pending.amountDue, pending.currency)}).`);
    },
  );
}
