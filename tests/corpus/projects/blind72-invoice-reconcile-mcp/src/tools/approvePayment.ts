// release_payment: releases an approved invoice for payment after an explicit second-round confirmation.
// @ts-nocheck
import { z } from 'zod';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { sql } from '../db.js';
import { releasePayment } from '../erp.js';
import { userOf } from '../auth.js';
import { settings } from '../settings.js';
import { issueApproval, checkApproval } from '../state/approvalToken.js';
import { incomingState, answer, askForm, say } from '../roundtrip.js';

const TOOL = 'release_payment';

export function registerApprovePayment(server: McpServer): void {
  server.registerTool(TOOL, {
    title: 'Release payment',
    description: 'Release an approved supplier invoice for payment on a given value date.',
    inputSchema: {
      invoiceId: z.string(),
      amountCents: z.number().int().positive(),
      valueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    },
    annotations: { destructiveHint: true, idempotentHint: false },
  }, async (args, extra) => {
    const user = userOf(extra);
    if (!user.canReleasePayments) return say('You are not allowed to release payments.', true);
    if (args.amountCents > settings.paymentLimitCents) return say('Amount exceeds the single-payment limit; use a payment run.', true);

    const [invoice] = await sql`select id, entity_id, supplier_id, total_cents, status, currency from invoices where id = ${args.invoiceId}`;
    if (!invoice || !user.entityIds.includes(invoice.entityId)) return say('Invoice not found.', true);
    if (invoice.status !== 'approved') return say(`Invoice is ${invoice.status}, not approved.`, true);
    if (args.amountCents > invoice.totalCents) return say('Amount is larger than the invoice total.', true);

    const incoming = incomingState(extra);
    if (!incoming) {
      const token = issueApproval(user.userId, TOOL, args);
      return askForm('confirm',
        `Pay ${(args.amountCents / 100).toFixed(2)} ${invoice.currency} on invoice ${invoice.id} to supplier ${invoice.supplierId}, value date ${args.valueDate}?`,
        { confirm: { type: 'boolean', title: 'Release payment' } }, token);
    }

    if (!checkApproval(incoming, user.userId, TOOL, args)) return say('Approval expired or does not match this payment.', true);
    if (answer<{ confirm: boolean }>(extra, 'confirm')?.confirm !== true) return say('Payment not released.');

    const payment = await releasePayment(args.invoiceId, args.amountCents, args.valueDate, user.userId);
    await sql`update invoices set status = 'payment_released', released_by = ${user.userId}, released_at = now() where id = ${args.invoiceId}`;
    return say(`Payment ${payment.paymentId} is ${payment.status}.`);
  });
}
