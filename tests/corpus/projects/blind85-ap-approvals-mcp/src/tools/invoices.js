// Invoice tools: list_open_invoices (read-only) and approve_invoice (confirms, then approves payment in the ERP).
'use strict';

const { z } = require('zod');
const { config } = require('../config');
const { getTenant, recordAudit } = require('../db');
const { listOpenInvoices, getInvoice, approvePaymentWithKey } = require('../erp');
const { sign, verify } = require('../state/token');
const { ApprovalClaims } = require('../state/claims');
const { text, toolError, elicit, inputRequired, accepted, money } = require('../results');

const listInvoices = {
  name: 'list_open_invoices',
  description: 'List open supplier invoices waiting for approval, optionally for one vendor.',
  annotations: { readOnlyHint: true },
  input: z.object({
    vendorId: z.string().min(1).optional(),
    limit: z.number().int().min(1).max(100).default(25),
  }),
  async run(args, { principal }) {
    const tenant = await getTenant(principal.tenantId);
    const invoices = await listOpenInvoices(tenant, args);
    if (invoices.length === 0) return text('No open invoices.');
    const lines = invoices.map(
      (i) => `${i.id}  #${i.number}  ${i.vendorName}  ${money(i.amountCents, i.currency)}  due ${i.dueDate}`,
    );
    return text(lines.join('\n'), { invoices });
  },
};

const ApproveAnswer = z.object({ approve: z.literal(true), note: z.string().max(300).optional() });

const approveInvoice = {
  name: 'approve_invoice',
  description: 'Approve an open invoice for payment. The ERP schedules the payment run immediately.',
  annotations: { destructiveHint: true },
  input: z.object({ invoiceId: z.string().min(1) }),
  async run(args, { principal, inputResponses, requestState }) {
    if (!principal.roles.includes('ap_approver')) return toolError('You are not an AP approver.');

    if (!requestState) {
      const tenant = await getTenant(principal.tenantId);
      const invoice = await getInvoice(tenant, args.invoiceId);
      if (invoice.status !== 'open') return toolError(`Invoice ${invoice.number} is ${invoice.status}.`);
      if (invoice.amountCents > config.approvalLimitCents) {
        return toolError(`Invoice ${invoice.number} is above your approval limit; route it to a controller.`);
      }
      const state = sign({ // expect: require-state-binding
        sub: principal.userId,
        tid: tenant.id,
        tool: 'approve_invoice',
        inv: invoice.id,
        amt: invoice.amountCents,
        cur: invoice.currency,
        acct: tenant.erpAccount,
        erpKey: tenant.erpApiKey, // expect: no-secrets-in-state
      });
      return inputRequired(
        {
          confirm: elicit(
            `Approve invoice #${invoice.number} from ${invoice.vendorName} for ${money(invoice.amountCents, invoice.currency)}, due ${invoice.dueDate}?`,
            { approve: { type: 'boolean', title: 'Approve for payment' }, note: { type: 'string', maxLength: 300 } },
            ['approve'],
          ),
        },
        state,
      );
    }

    const claims = ApprovalClaims.parse(verify(requestState, { sub: principal.userId, tool: 'approve_invoice' }));
    if (claims.inv !== args.invoiceId || claims.tid !== principal.tenantId) {
      return toolError('This confirmation belongs to a different invoice.');
    }
    const answer = ApproveAnswer.safeParse(accepted(inputResponses, 'confirm'));
    if (!answer.success) return text('Invoice left open; nothing was approved.');

    await approvePaymentWithKey(claims.erpKey, claims.acct, claims.inv, {
      amountCents: claims.amt,
      approvedBy: principal.userId,
    });
    await recordAudit(claims.tid, principal.userId, 'invoice.approve', claims.inv, {
      amountCents: claims.amt,
      currency: claims.cur,
      note: answer.data.note,
    });
    return text(`Approved invoice ${claims.inv} for ${money(claims.amt, claims.cur)}.`);
  },
};

module.exports = { listInvoices, approveInvoice };
