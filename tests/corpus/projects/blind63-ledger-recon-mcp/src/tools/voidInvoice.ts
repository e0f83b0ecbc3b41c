import { ledger } from '../ledger/client.js';
import { sealEnvelope, openEnvelope, EnvelopeError } from '../state/envelope.js';
import { text, type ToolInvocation, type ToolOutcome } from './types.js';

export const VOID_INVOICE = 'void_invoice';

export const voidInvoiceTool = {
  name: VOID_INVOICE,
  description: 'Void an issued invoice. Asks the caller to confirm first.',
  inputSchema: {
    type: 'object',
    properties: {
      invoiceId: { type: 'string' },
      reason: { type: 'string' },
    },
    required: ['invoiceId', 'reason'],
  },
  annotations: { destructiveHint: true, idempotentHint: true },
};

export async function voidInvoice(inv: ToolInvocation): Promise<ToolOutcome> {
  const invoiceId = String(inv.args.invoiceId ?? '');
  const reason = String(inv.args.reason ?? '');

  if (!inv.continuation) {
    const invoice = await ledger.invoice(invoiceId);
    if (invoice.status === 'void') return text(`Invoice ${invoice.number} is already void.`);
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            message: `Void invoice ${invoice.number} (${(invoice.totalCents / 100).toFixed(2)})? This cannot be undone.`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          },
        },
      },
      requestState: sealEnvelope({ step: 'confirm' }, inv.userId), // expect: require-state-binding
    };
  }

  try {
    const st = openEnvelope<{ step: string }>(inv.continuation, inv.userId); // expect: require-state-binding
    if (st.step !== 'confirm') return text('Unexpected continuation.', true);
  } catch (e) {
    if (e instanceof EnvelopeError) return text(e.message, true);
    throw e;
  }
  if (inv.answers?.confirm?.action !== 'accept' || inv.answers.confirm.content?.confirm !== true) {
    return text('Cancelled; nothing was voided.');
  }
  const { status } = await ledger.voidInvoice(invoiceId, inv.userId, reason);
  return text(`Invoice ${invoiceId}: ${status}`);
}
