// void_invoice tool: voids an open invoice once a controller confirms and gives a reason.
const db = require('../db/knex');
const sealer = require('../state/sealer');
const { needInput, formRequest } = require('../state/rounds');

const TOOL = 'void_invoice';

const definition = {
  name: TOOL,
  description: 'Void an open invoice. Asks the controller to confirm and record a reason first.',
  inputSchema: {
    type: 'object',
    properties: { invoiceId: { type: 'string' } },
    required: ['invoiceId'],
  },
  annotations: { destructiveHint: true, idempotentHint: false },
};

const money = (cents, ccy) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: ccy || 'EUR' }).format(cents / 100);

async function handle(args, ctx) {
  if (ctx.role !== 'controller' && ctx.role !== 'admin') {
    return { isError: true, content: [{ type: 'text', text: 'Only controllers can void invoices.' }] };
  }

  if (ctx.requestState) {
    const state = sealer.open(ctx.requestState);
    if (!state || state.sub !== ctx.userId || state.tool !== TOOL) {
      return { isError: true, content: [{ type: 'text', text: 'This confirmation is no longer valid; start again.' }] };
    }
    const answer = ctx.inputResponses.confirm_void;
    if (!answer || answer.action !== 'accept' || !answer.content?.confirm) {
      return { content: [{ type: 'text', text: 'Invoice left open.' }] };
    }
    const row = await db.voidInvoice(ctx.orgId, args.invoiceId, ctx.userId, answer.content.reason);
    if (!row) return { isError: true, content: [{ type: 'text', text: 'Invoice was not open any more.' }] };
    return { content: [{ type: 'text', text: `Invoice ${row.number} voided.` }] };
  }

  const invoice = await db.getInvoice(ctx.orgId, args.invoiceId);
  if (!invoice) return { isError: true, content: [{ type: 'text', text: 'No such invoice.' }] };
  if (invoice.status !== 'open') {
    return { isError: true, content: [{ type: 'text', text: `Invoice ${invoice.number} is ${invoice.status}.` }] };
  }

  const requestState = sealer.seal({ tool: TOOL, sub: ctx.userId, stage: 'confirm' }); // expect: require-state-binding
  return needInput(
    {
      confirm_void: formRequest(`Void invoice ${invoice.number} to ${invoice.customer_name} for ${money(invoice.balance_cents, invoice.currency)}?`, {
        confirm: { type: 'boolean', title: 'Void this invoice' },
        reason: { type: 'string', title: 'Reason (kept in the audit log)', minLength: 5 },
      }),
    },
    requestState,
  );
}

module.exports = { definition, handle };
