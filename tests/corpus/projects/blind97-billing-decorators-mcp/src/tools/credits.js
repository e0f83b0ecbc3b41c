// Credit tools: apply account credit to one of a customer's open invoices, and refund a paid invoice.
const { z } = require('zod');
const api = require('../lib/billingApi');
const approvals = require('../lib/approvals');
const config = require('../config');
const { text, form, inputRequired, digestArgs, money } = require('../lib/rounds');
const { withConfirmation } = require('../wrappers/withConfirmation');

async function applyCredit(args, call) {
  const customer = await api.customerForAccount(call.user.accountId, args.customerId);
  if (!customer) return text('Customer not found.', true);

  if (call.requestState) {
    const claims = approvals.open(call.requestState);
    if (!claims) return text('Invalid or expired requestState', true);
    if (claims.sub !== call.user.id || claims.tool !== call.tool || claims.args !== digestArgs(args)) {
      return text('This answer does not belong to the current request.', true);
    }
    const reply = call.inputResponses.invoice;
    if (!reply || reply.action !== 'accept') return text('No credit applied.');
    const invoiceId = reply.content && reply.content.invoiceId;
    if (!claims.invoiceIds.includes(invoiceId)) return text('Pick one of the listed invoices.', true);
    const invoice = await api.invoiceForAccount(call.user.accountId, invoiceId);
    const balance = invoice.amount_due - invoice.amount_paid;
    const amount = Math.min(args.amount, balance);
    await api.stripe.creditNotes.create({ invoice: invoice.stripe_invoice_id, amount, reason: 'order_change' });
    await api.recordLedger({
      accountId: call.user.accountId,
      kind: 'credit',
      invoiceId: invoice.id,
      amount: -amount,
      currency: invoice.currency,
      actorId: call.user.id,
    });
    return text(`Applied ${money(amount, invoice.currency)} credit to invoice ${invoice.number}.`);
  }

  const open = await api.openInvoicesFor(call.user.accountId, customer.id);
  if (open.length === 0) return text(`${customer.name} has no open invoices.`);
  const state = approvals.seal({
    sub: call.user.id,
    tool: call.tool,
    args: digestArgs(args),
    exp: Date.now() + config.stateTtlMs,
    invoiceIds: open.map((i) => i.id),
  });
  return inputRequired(
    {
      invoice: form(`Apply up to ${money(args.amount, customer.currency)} credit to which invoice of ${customer.name}?`, {
        invoiceId: {
          type: 'string',
          oneOf: open.map((i) => ({ const: i.id, title: `${i.number} — ${money(i.balance, i.currency)} open` })),
        },
      }),
    },
    state,
  );
}

async function describeRefund(args, call) {
  const invoice = await api.invoiceForAccount(call.user.accountId, args.invoiceId);
  if (!invoice) return { error: 'Invoice not found.' };
  if (invoice.status !== 'paid') return { error: `Invoice ${invoice.number} is ${invoice.status}; only paid invoices can be refunded.` };
  const amount = args.amount ?? invoice.amount_paid;
  if (amount > invoice.amount_paid) return { error: 'Refund is larger than the amount paid.' };
  return {
    title: 'Issue refund',
    message: `Refund ${money(amount, invoice.currency)} of invoice ${invoice.number} to ${invoice.customer_name}?`,
  };
}

async function issueRefund(args, call) {
  const invoice = await api.invoiceForAccount(call.user.accountId, args.invoiceId);
  if (!invoice || invoice.status !== 'paid') return text('Invoice can no longer be refunded.', true);
  const stripeInvoice = await api.stripe.invoices.retrieve(invoice.stripe_invoice_id);
  const refund = await api.stripe.refunds.create(
    { payment_intent: stripeInvoice.payment_intent, amount: args.amount ?? invoice.amount_paid, reason: 'requested_by_customer' },
    { idempotencyKey: `refund:${invoice.id}:${args.amount ?? 'full'}` },
  );
  await api.recordLedger({
    accountId: call.user.accountId,
    kind: 'refund',
    invoiceId: invoice.id,
    amount: -refund.amount,
    currency: invoice.currency,
    actorId: call.user.id,
    note: args.note,
  });
  return text(`Refund ${refund.id} issued: ${money(refund.amount, invoice.currency)}.`);
}

module.exports = [
  {
    name: 'apply_credit',
    scope: 'billing:write',
    description: 'Apply credit to one of a customer\'s open invoices (you pick the invoice).',
    inputSchema: { customerId: z.string().uuid(), amount: z.number().int().positive() },
    handler: applyCredit,
  },
  {
    name: 'issue_refund',
    scope: 'billing:refund',
    description: 'Refund all or part of a paid invoice after confirmation.',
    inputSchema: { invoiceId: z.string().uuid(), amount: z.number().int().positive().optional(), note: z.string().max(500).optional() },
    annotations: { destructiveHint: true },
    handler: withConfirmation(describeRefund, issueRefund),
  },
];
