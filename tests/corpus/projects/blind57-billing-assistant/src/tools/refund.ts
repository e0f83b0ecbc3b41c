import { randomUUID } from 'node:crypto';
import * as z from 'zod/v4';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { callerOf, requireScope } from '../auth.js';
import { fmtMoney, getInvoice, refund } from '../billing.js';
import { openState, sealState } from '../state/box.js';

const TOOL = 'refund_invoice';

const inputSchema = z.object({
  invoiceId: z.string().startsWith('in_'),
  amountCents: z.number().int().positive(),
  reason: z.enum(['duplicate', 'fraudulent', 'requested_by_customer']),
});

interface RefundRound {
  chargeId: string;
  currency: string;
  // Stripe idempotency key: a retried approval can never refund twice
  idempotencyKey: string;
}

const text = (body: string) => ({ content: [{ type: 'text' as const, text: body }] });
const refusal = (reason: string) => ({
  isError: true,
  content: [{ type: 'text' as const, text: `This approval can't be used (${reason}). Ask for the refund again.` }],
});

export function registerRefund(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      title: 'Refund an invoice',
      description: 'Refund part or all of a paid invoice. A finance user must approve the exact amount first.',
      inputSchema,
      annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: true },
    },
    async (args, ctx) => {
      const caller = callerOf(ctx);
      requireScope(caller, 'billing:refund');
      // opens only for this user, this tool and exactly these arguments (see state/box.ts)
      const binding = { userId: caller.userId, tool: TOOL, args };
      const token = ctx.mcpReq.requestState<string>();

      if (token === undefined) {
        const invoice = await getInvoice(args.invoiceId);
        if (!invoice.charge) {
          return text(`${invoice.number ?? invoice.id} was not paid by card; refund it from the dashboard.`);
        }
        if (args.amountCents > invoice.amountRefundable) {
          return text(`At most ${fmtMoney(invoice.amountRefundable, invoice.currency)} of ${invoice.number} can still be refunded.`);
        }
        const round: RefundRound = { chargeId: invoice.charge, currency: invoice.currency, idempotencyKey: randomUUID() };
        return inputRequired({
          inputRequests: {
            approve: inputRequired.elicit({
              message:
                `Refund ${fmtMoney(args.amountCents, invoice.currency)} on invoice ${invoice.number} ` +
                `(${invoice.customerEmail ?? invoice.customer}), reason "${args.reason}"?`,
              requestedSchema: {
                type: 'object',
                properties: { approve: { type: 'boolean', title: 'Issue the refund' } },
                required: ['approve'],
              },
            }),
          },
          requestState: sealState(round, binding),
        });
      }

      const opened = openState<RefundRound>(token, binding);
      if (!opened.ok) {
        return refusal(opened.reason);
      }
      const answer = acceptedContent<{ approve: boolean }>(ctx.mcpReq.inputResponses, 'approve');
      if (!answer?.approve) {
        return text('No refund issued.');
      }

      const created = await refund({
        chargeId: opened.state.chargeId,
        amountCents: args.amountCents,
        reason: args.reason,
        idempotencyKey: opened.state.idempotencyKey,
        requestedBy: caller.userId,
      });
      return text(`Refund ${created.id}: ${fmtMoney(created.amount, created.currency)}, status ${created.status}.`);
    },
  );
}
