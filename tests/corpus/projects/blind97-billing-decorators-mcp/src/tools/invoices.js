// Invoice tools: a guided create_invoice wizard and a confirmed void_invoice.
const { z } = require('zod');
const api = require('../lib/billingApi');
const { text, form, money } = require('../lib/rounds');
const { withWizard } = require('../wrappers/withWizard');
const { withConfirmation } = require('../wrappers/withConfirmation');

const customerStep = {
  key: 'customer',
  async ask(draft, call) {
    const matches = await api.findCustomers(call.user.accountId, draft.args.customerQuery || '');
    if (matches.length === 0) {
      return form('No customer matched. Enter the customer id.', { customerId: { type: 'string' } });
    }
    return form('Which customer is this invoice for?', {
      customerId: { type: 'string', oneOf: matches.map((m) => ({ const: m.id, title: `${m.name} <${m.email}>` })) },
    });
  },
  async accept(draft, answer, call) {
    const customer = await api.customerForAccount(call.user.accountId, answer.customerId);
    if (!customer) return 'That customer does not exist in your account.';
    draft.customer = { id: customer.id, name: customer.name, stripeId: customer.stripe_customer_id };
    draft.currency = customer.currency;
    return null;
  },
};

const linesStep = {
  key: 'lines',
  async ask(draft) {
    return form(`Line items for ${draft.customer.name}, as "SKU x quantity" separated by commas.`, {
      lines: { type: 'string', title: 'Line items', minLength: 3 },
    });
  },
  async accept(draft, answer, call) {
    const lines = [];
    for (const part of String(answer.lines).split(',')) {
      const m = /^\s*([A-Z0-9_-]+)\s*x\s*(\d{1,5})\s*$/i.exec(part);
      if (!m) return `Could not read "${part.trim()}".`;
      const price = await api.catalogPrice(call.user.accountId, m[1].toUpperCase());
      if (!price) return `Unknown SKU ${m[1]}.`;
      if (price.currency !== draft.currency) return `${price.sku} is priced in ${price.currency}, not ${draft.currency}.`;
      lines.push({ sku: price.sku, label: price.label, unitAmount: price.unit_amount, quantity: Number(m[2]) });
    }
    draft.lines = lines;
    return null;
  },
};

const reviewStep = {
  key: 'review',
  async ask(draft) {
    const total = draft.lines.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0);
    const summary = draft.lines.map((l) => `${l.quantity} × ${l.label}`).join('; ');
    return form(`Invoice ${draft.customer.name} ${money(total, draft.currency)} for: ${summary}. Send it?`, {
      send: { type: 'boolean', title: 'Finalize and send' },
    });
  },
  async accept(draft, answer) {
    if (answer.send !== true) return 'Invoice discarded.';
    return null;
  },
};

async function finishInvoice(draft, call) {
  const invoice = await api.stripe.invoices.create({
    customer: draft.customer.stripeId,
    currency: draft.currency,
    collection_method: 'send_invoice',
    days_until_due: 30,
    metadata: { created_by: call.user.id, account_id: call.user.accountId },
  });
  for (const line of draft.lines) {
    await api.stripe.invoiceItems.create({
      customer: draft.customer.stripeId,
      invoice: invoice.id,
      description: line.label,
      quantity: line.quantity,
      unit_amount: line.unitAmount,
      currency: draft.currency,
    });
  }
  const sent = await api.stripe.invoices.sendInvoice((await api.stripe.invoices.finalizeInvoice(invoice.id)).id);
  await api.pool.query(
    `INSERT INTO invoices (id, number, customer_id, stripe_invoice_id, amount_due, amount_paid, currency, status, due_date)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, 0, $5, 'open', to_timestamp($6))`,
    [sent.number, draft.customer.id, sent.id, sent.amount_due, draft.currency, sent.due_date],
  );
  return text(`Invoice ${sent.number} sent to ${draft.customer.name}: ${money(sent.amount_due, draft.currency)}.`);
}

async function describeVoid(args, call) {
  const invoice = await api.invoiceForAccount(call.user.accountId, args.invoiceId);
  if (!invoice) return { error: 'Invoice not found.' };
  if (invoice.status !== 'open') return { error: `Invoice ${invoice.number} is ${invoice.status} and cannot be voided.` };
  return {
    title: 'Void invoice',
    message: `Void invoice ${invoice.number} for ${invoice.customer_name} (${money(invoice.amount_due, invoice.currency)})? This cannot be undone.`,
  };
}

async function voidInvoice(args, call) {
  const invoice = await api.invoiceForAccount(call.user.accountId, args.invoiceId);
  if (!invoice || invoice.status !== 'open') return text('Invoice is no longer open.', true);
  await api.stripe.invoices.voidInvoice(invoice.stripe_invoice_id);
  await api.pool.query(`UPDATE invoices SET status = 'void' WHERE id = $1`, [invoice.id]);
  await api.recordLedger({
    accountId: call.user.accountId,
    kind: 'void',
    invoiceId: invoice.id,
    amount: -invoice.amount_due,
    currency: invoice.currency,
    actorId: call.user.id,
    note: args.reason,
  });
  return text(`Invoice ${invoice.number} voided.`);
}

module.exports = [
  {
    name: 'create_invoice',
    scope: 'billing:write',
    description: 'Create and send an invoice; asks for the customer, the line items and a final review.',
    inputSchema: { customerQuery: z.string().max(120).optional() },
    handler: withWizard([customerStep, linesStep, reviewStep], finishInvoice),
  },
  {
    name: 'void_invoice',
    scope: 'billing:write',
    description: 'Void an open invoice after confirmation.',
    inputSchema: { invoiceId: z.string().uuid(), reason: z.string().min(3).max(500) },
    annotations: { destructiveHint: true },
    handler: withConfirmation(describeVoid, voidInvoice),
  },
];
