// approve_invoice: asks the approver to confirm, then hands the payment to the payment worker.
'use strict';

const db = require('../lib/db');
const { bus } = require('../lib/bus');
const { sealState, openState } = require('../lib/stateSeal');

const TOOL = 'approve_invoice';
const CONFIRM_KEY = 'confirm_payment';

const reply = (text, isError = false) => ({ content: [{ type: 'text', text }], isError });

function money(cents, currency) {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);
}

async function approveInvoice(args, extra, meta) {
  const user = extra.authInfo.extra;
  const invoice = await db.getInvoice(args.invoiceId, user.entity);
  if (!invoice) return reply(`Invoice ${args.invoiceId} not found.`, true);
  if (invoice.status !== 'pending_approval') return reply(`Invoice ${invoice.number} is ${invoice.status}.`, true);

  if (!meta.requestState) {
    if (invoice.amount_cents > user.approvalLimitCents) {
      return reply(`Invoice ${invoice.number} exceeds your approval limit.`, true);
    }
    const state = sealState({ tool: TOOL, invoiceId: invoice.id, amountCents: invoice.amount_cents, userId: user.userId, entity: user.entity });
    return {
      content: [{ type: 'text', text: `Confirmation needed for invoice ${invoice.number}.` }],
      _meta: {
        resultType: 'input_required',
        inputRequests: {
          [CONFIRM_KEY]: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Pay ${money(invoice.amount_cents, invoice.currency)} to ${invoice.vendor_name} (${invoice.iban.slice(0, 4)}…${invoice.iban.slice(-4)}) for invoice ${invoice.number}?`,
              requestedSchema: { type: 'object', properties: { approve: { type: 'boolean', title: 'Approve and pay' } }, required: ['approve'] },
            },
          },
        },
        requestState: state,
      },
    };
  }

  const claims = openState(meta.requestState, TOOL);
  if (!claims) return reply('This approval has expired or was altered. Start again.', true);
  if (claims.invoiceId !== invoice.id || claims.amountCents !== invoice.amount_cents) {
    return reply('The invoice changed since you were asked. Start again.', true);
  }
  const answer = meta.inputResponses?.[CONFIRM_KEY];
  if (answer?.action !== 'accept' || answer.content?.approve !== true) return reply(`Invoice ${invoice.number} was not approved.`);

  bus.emit('payment.release', { invoiceId: claims.invoiceId, entity: claims.entity, approvedBy: claims.userId });
  return reply(`Invoice ${invoice.number} approved; payment is being released.`);
}

module.exports = { approveInvoice, TOOL };
