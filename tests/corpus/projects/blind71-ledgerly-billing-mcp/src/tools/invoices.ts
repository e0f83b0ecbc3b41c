// Invoice tools: list_invoices, and issue_refund which asks the user to approve before money moves.
// @ts-nocheck
import * as z from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { query, withTransaction } from '../db.js';
import { loadTenant } from '../tenants.js';
import { principalOf, stateCodecFor } from '../stateKeys.js';
import { confirmSchema, formatMoney, text, toolError } from './results.js';

const REFUND_TOOL = 'issue_refund';

export function registerInvoiceTools(server) {
  server.registerTool(
    'list_invoices',
    {
      description: 'List recent invoices for the current workspace, optionally filtered by status.',
      inputSchema: z.object({
        status: z.enum(['draft', 'open', 'paid', 'void']).optional(),
        limit: z.number().int().min(1).max(100).default(25),
      }),
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const { tenantId } = principalOf(ctx);
      const tenant = await loadTenant(tenantId);
      const rows = await query(
        `SELECT number, customer_name, status, total_cents, refunded_cents, issued_at
           FROM invoices
          WHERE tenant_id = $1 AND ($2::text IS NULL OR status = $2)
          ORDER BY issued_at DESC
          LIMIT $3`,
        [tenantId, args.status ?? null, args.limit],
      );
      if (rows.length === 0) return text('No invoices found.');
      const lines = rows.map(
        (r) => `${r.number}  ${r.customer_name}  ${r.status}  ${formatMoney(r.total_cents, tenant.currency)}` +
          (r.refunded_cents > 0 ? ` (refunded ${formatMoney(r.refunded_cents, tenant.currency)})` : ''),
      );
      return text(lines.join('\n'));
    },
  );

  server.registerTool(
    REFUND_TOOL,
    {
      description: 'Refund part or all of a paid invoice to the original payment method.',
      inputSchema: z.object({
        invoiceId: z.string().uuid(),
        amountCents: z.number().int().positive(),
        reason: z.string().max(500).optional(),
      }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const { tenantId, userId } = principalOf(ctx);
      const tenant = await loadTenant(tenantId);
      if (tenant.suspended) return toolError('This workspace is suspended.');

      const [invoice] = await query(
        `SELECT id, number, status, total_cents, refunded_cents, payment_intent_id
           FROM invoices WHERE id = $1 AND tenant_id = $2`,
        [args.invoiceId, tenantId],
      );
      if (!invoice) return toolError('Invoice not found.');
      if (invoice.status !== 'paid') return toolError(`Invoice ${invoice.number} is ${invoice.status}, not paid.`);
      const refundable = invoice.total_cents - invoice.refunded_cents;
      if (args.amountCents > refundable) {
        return toolError(`At most ${formatMoney(refundable, tenant.currency)} can still be refunded.`);
      }
      if (args.amountCents > tenant.refundLimitCents) {
        return toolError('Amount is above the workspace refund limit; ask an owner to raise it.');
      }

      const pending = await ctx.mcpReq.requestState();
      if (!pending) {
        const requestState = await stateCodecFor(tenantId).mint({ tool: REFUND_TOOL, invoiceId: invoice.id }, ctx); // expect: require-state-binding
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Refund ${formatMoney(args.amountCents, tenant.currency)} on invoice ${invoice.number}?`,
              requestedSchema: confirmSchema,
            }),
          },
          requestState,
        });
      }

      if (pending.tool !== REFUND_TOOL || pending.invoiceId !== invoice.id) {
        return toolError('The confirmation does not belong to this refund. Start again.');
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.approve) return text('Refund cancelled; nothing was changed.');

      const refundId = await withTransaction(async (db) => {
        const { rows } = await db.query(
          `INSERT INTO refunds (tenant_id, invoice_id, payment_intent_id, amount_cents, reason, created_by)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [tenantId, invoice.id, invoice.payment_intent_id, args.amountCents, args.reason ?? null, userId],
        );
        await db.query('UPDATE invoices SET refunded_cents = refunded_cents + $1 WHERE id = $2', [args.amountCents, invoice.id]);
        return rows[0].id;
      });
      return text(`Refund ${refundId} of ${formatMoney(args.amountCents, tenant.currency)} queued for invoice ${invoice.number}.`);
    },
  );
}
