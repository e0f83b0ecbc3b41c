import { getInvoice, markVoid } from '../db.js';
import { currentLogin } from '../whoami.js';
import { inputRequired, textResult, toolError } from '../rpc.js';
import { sealConfirmation, openConfirmation } from '../confirm-token.js';

const TOOL = 'void_invoice';

export const definition = {
  name: TOOL,
  title: 'Void invoice',
  description: 'Void an issued invoice. Always asks for confirmation; cannot be undone.',
  inputSchema: {
    type: 'object',
    properties: {
      invoiceId: { type: 'string' },
      reason: { type: 'string', description: 'Why the invoice is voided (kept in the audit trail)' },
    },
    required: ['invoiceId'],
  },
  annotations: { destructiveHint: true },
};

const money = (amount, currency) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount / 100);

async function handle(params) {
  const login = currentLogin();
  const { invoiceId, reason } = params.arguments ?? {};

  if (!params.requestState) {
    const invoice = await getInvoice(invoiceId);
    if (!invoice) return toolError(`No invoice ${invoiceId}.`);
    if (invoice.status === 'void') return textResult(`Invoice ${invoice.number} is already void.`);
    const confirm = {
      method: 'elicitation/create',
      params: {
        mode: 'form',
        message: `Void invoice ${invoice.number} to ${invoice.customer} for ${money(invoice.total, invoice.currency)}?`,
        requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
      },
    };
    return inputRequired({ confirm }, sealConfirmation({ invoiceId, number: invoice.number }, login, TOOL)); // expect: require-state-binding
  }

  const confirmed = openConfirmation(params.requestState, login, TOOL);
  if (!confirmed) return toolError('This confirmation is not valid (expired or altered). Ask again.');
  if (confirmed.invoiceId !== invoiceId) return toolError('The confirmation was for another invoice.');

  const answer = params.inputResponses?.confirm;
  if (answer?.action !== 'accept' || answer.content?.confirm !== true) return textResult('Left unchanged.');

  const changed = await markVoid(confirmed.invoiceId, reason || 'voided from assistant', login);
  return textResult(changed ? `Invoice ${confirmed.number} voided.` : `Invoice ${confirmed.number} was already void.`);
}

export default { definition, handle };
