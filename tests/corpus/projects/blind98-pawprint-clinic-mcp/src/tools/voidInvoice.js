// void_invoice: voids an issued invoice after the practice manager confirms.
'use strict';

const db = require('../db');
const { seal, open } = require('../stateToken');

const TOOL = 'void_invoice';

const definition = {
  name: TOOL,
  description: 'Void an issued invoice (practice managers only). Paid invoices must be refunded instead.',
  inputSchema: {
    type: 'object',
    properties: {
      invoiceId: { type: 'integer' },
      reason: { type: 'string', minLength: 5, maxLength: 200 },
    },
    required: ['invoiceId', 'reason'],
  },
  annotations: { destructiveHint: true },
};

function money(cents, currency) {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);
}

async function start(args, staff) {
  if (staff.role !== 'practice-manager') {
    return { isError: true, content: [{ type: 'text', text: 'Only practice managers can void invoices.' }] };
  }
  const invoice = await db.invoiceById(args.invoiceId);
  if (!invoice) return { isError: true, content: [{ type: 'text', text: 'Unknown invoice.' }] };
  if (invoice.status !== 'issued') {
    return { isError: true, content: [{ type: 'text', text: `Invoice ${invoice.number} is ${invoice.status}; only issued invoices can be voided.` }] };
  }
  return {
    content: [{ type: 'text', text: 'Confirmation needed.' }],
    resultType: 'input_required',
    inputRequests: {
      confirm: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message: `Void invoice ${invoice.number} for ${money(invoice.total_cents, invoice.currency)}? This cannot be undone.`,
          requestedSchema: {
            type: 'object',
            properties: { confirm: { type: 'boolean', title: 'Void this invoice' } },
            required: ['confirm'],
          },
        },
      },
    },
    requestState: seal({ step: 'confirm' }, { staffId: staff.id, tool: TOOL }), // expect: require-state-binding
  };
}

async function resume(token, responses, args, staff) {
  if (staff.role !== 'practice-manager') {
    return { isError: true, content: [{ type: 'text', text: 'Only practice managers can void invoices.' }] };
  }
  const state = open(token, { staffId: staff.id, tool: TOOL });
  if (!state || state.step !== 'confirm') {
    return { isError: true, content: [{ type: 'text', text: 'Confirmation is invalid or has expired.' }] };
  }
  const answer = responses && responses.confirm;
  if (!answer || answer.action !== 'accept' || !answer.content || answer.content.confirm !== true) {
    return { content: [{ type: 'text', text: 'Invoice left unchanged.' }] };
  }
  const changed = await db.voidInvoice(args.invoiceId, staff.id, args.reason);
  return changed
    ? { content: [{ type: 'text', text: `Invoice #${args.invoiceId} voided.` }] }
    : { isError: true, content: [{ type: 'text', text: 'Invoice was already void or changed meanwhile.' }] };
}

module.exports = { definition, start, resume };
