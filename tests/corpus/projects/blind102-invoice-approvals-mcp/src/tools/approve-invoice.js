// approve_invoice tool: approves a supplier invoice for payment after the approver confirms the amount.
'use strict';
const config = require('../config');
const db = require('../db');
const { seal } = require('../lib/seal');
const { readPending, inputRequiredResult, elicit, text, toolError } = require('../lib/pending');

const TOOL = 'approve_invoice';

const definition = {
  name: TOOL,
  description: 'Approve a supplier invoice for payment. The approver is asked to confirm the amount first.',
  inputSchema: {
    type: 'object',
    properties: { invoiceId: { type: 'string' }, note: { type: 'string', maxLength: 500 } },
    required: ['invoiceId'],
  },
  annotations: { destructiveHint: true },
};

function money(cents, currency) {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);
}

async function postToLedger(invoice, approverId) {
  const res = await fetch(`${config.ledgerUrl}/v1/payables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${config.ledgerServiceToken}` },
    body: JSON.stringify({
      invoiceId: invoice.id,
      amountCents: invoice.amount_cents,
      currency: invoice.currency,
      dueDate: invoice.due_date,
      approvedBy: approverId,
    }),
  });
  if (!res.ok) throw new Error(`ledger rejected payable: ${res.status}`);
}

async function handle(params, user) {
  const { invoiceId, note = '' } = params.arguments || {};
  const invoice = await db.getInvoice(invoiceId);
  if (!invoice || invoice.approver_id !== user.id) return toolError('Invoice not found or not assigned to you.');
  if (invoice.status !== 'pending') return toolError(`Invoice ${invoice.number} is ${invoice.status}.`);

  const pending = readPending(params, user.id, TOOL);
  const answer = params.inputResponses && params.inputResponses.confirm;
  if (!pending || !answer) {
    const requestState = seal({
      tool: TOOL,
      sub: user.id,
      invoiceId,
      amountCents: invoice.amount_cents,
      exp: Date.now() + config.stateTtlMs,
    });
    const question = elicit(
      `Approve ${invoice.number} from ${invoice.supplier_name} for ${money(invoice.amount_cents, invoice.currency)}?`,
      { approve: { type: 'boolean', title: 'Approve for payment' } },
      ['approve'],
    );
    return inputRequiredResult({ confirm: question }, requestState);
  }

  if (pending.invoiceId !== invoiceId || pending.amountCents !== invoice.amount_cents) {
    return toolError('The confirmation was for a different invoice or amount. Please start again.');
  }
  if (answer.action !== 'accept' || !answer.content || answer.content.approve !== true) {
    return text('Approval cancelled; the invoice is still pending.');
  }

  await db.approveInvoice(invoiceId, user.id, note);
  await postToLedger(invoice, user.id);
  return text(`Approved ${invoice.number} for ${money(invoice.amount_cents, invoice.currency)}.`);
}

module.exports = { definition, handle };
