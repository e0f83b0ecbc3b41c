// void_invoice: irreversible, so the user confirms in a second round.
import { sealContinuation, openContinuation } from '../continuation.js';

const TOOL = 'void_invoice';

export const definition = {
  name: TOOL,
  description: 'Void an issued invoice. The invoice keeps its number but no longer counts toward revenue.',
  inputSchema: {
    type: 'object',
    properties: {
      invoiceId: { type: 'string', description: 'Invoice id or number, e.g. INV-2024-0113' },
    },
    required: ['invoiceId'],
  },
  annotations: { destructiveHint: true, idempotentHint: false },
};

const text = (t) => ({ content: [{ type: 'text', text: t }] });
const failure = (t) => ({ content: [{ type: 'text', text: t }], isError: true });

function confirmRequest(invoice) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message:
        `Void invoice ${invoice.number} for ${invoice.customer} ` +
        `(${invoice.total.toFixed(2)} ${invoice.currency}, issued ${invoice.issuedOn})? This cannot be undone.`,
      requestedSchema: {
        type: 'object',
        properties: {
          confirm: { type: 'boolean', title: 'Void this invoice' },
          reason: { type: 'string', title: 'Reason (shown on the credit note)', maxLength: 200 },
        },
        required: ['confirm'],
      },
    },
  };
}

export async function run(args, ctx) {
  const invoice = await ctx.ledger.findInvoice(args.invoiceId);
  if (!invoice) return failure(`No invoice ${args.invoiceId}.`);
  if (invoice.status === 'void') return text(`${invoice.number} is already void.`);
  if (invoice.status === 'draft') return failure(`${invoice.number} is a draft; delete it instead.`);

  if (!ctx.requestState) {
    return {
      resultType: 'input_required',
      inputRequests: { confirm_void: confirmRequest(invoice) },
      requestState: sealContinuation(TOOL, ctx.principal, { stage: 'confirm', askedAt: Date.now() }), // expect: require-state-binding
    };
  }

  const opened = openContinuation(ctx.requestState, { tool: TOOL, principal: ctx.principal });
  if (!opened.ok) return failure('That confirmation is no longer valid. Ask me to void the invoice again.');
  if (opened.data.stage !== 'confirm') return failure('Unexpected confirmation step.');

  const answer = ctx.inputResponses.confirm_void;
  if (!answer || answer.action !== 'accept' || answer.content?.confirm !== true) {
    return text(`${invoice.number} left unchanged.`);
  }

  const creditNote = await ctx.ledger.voidInvoice(invoice.id, {
    reason: answer.content.reason ?? '',
    by: ctx.principal,
  });
  ctx.log(`voided ${invoice.number} (credit note ${creditNote.number})`);
  return text(`Voided ${invoice.number}; credit note ${creditNote.number} issued.`);
}
