'use strict';

const TOOL = 'send_transfer';

const definition = {
  name: TOOL,
  description: 'Send a SEPA transfer from a company account. Shows a quote and asks for confirmation.',
  inputSchema: {
    type: 'object',
    properties: {
      fromAccount: { type: 'string', description: 'Internal account id, e.g. ACC-OPS-EUR' },
      toIban: { type: 'string' },
      amountCents: { type: 'integer', minimum: 1 },
      reference: { type: 'string', maxLength: 140 },
    },
    required: ['fromAccount', 'toIban', 'amountCents', 'reference'],
  },
  annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: true },
};

const SEPA_PREFIXES = ['AT', 'BE', 'DE', 'ES', 'FI', 'FR', 'IE', 'IT', 'LU', 'NL', 'PT'];

function looksLikeSepaIban(iban) {
  const compact = String(iban).replace(/\s+/g, '').toUpperCase();
  return /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact) && SEPA_PREFIXES.some((p) => compact.startsWith(p));
}

function maskIban(iban) {
  const compact = String(iban).replace(/\s+/g, '');
  return `${compact.slice(0, 4)} •••• ${compact.slice(-4)}`;
}

const result = (text, isError = false) => ({ content: [{ type: 'text', text }], isError });

function createTransferTool({ sealer, quotes, bank }) {
  async function call(params, principal) {
    const args = params.arguments || {};
    const bind = { sub: principal.userId, tool: TOOL, args };

    if (!params.requestState) {
      if (!looksLikeSepaIban(args.toIban)) return result('Destination is not a SEPA IBAN.', true);
      const accounts = await bank.accountsFor(principal.userId);
      const from = accounts.find((a) => a.id === args.fromAccount);
      if (!from) return result(`You cannot send from ${args.fromAccount}.`, true);
      const quote = await bank.quote(from.id, args.toIban, args.amountCents);
      const handle = quotes.put(principal.userId, quote);
      const choices = accounts
        .map((a) => a.label)
        .sort((a, b) => a.localeCompare(b))
        .join(', ');
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message:
                `Send ${(args.amountCents / 100).toFixed(2)} ${from.currency} from ${from.label} to ${maskIban(args.toIban)}?\n` +
                `Fee ${(quote.feeCents / 100).toFixed(2)}, arrives ${quote.valueDate}. (Your accounts: ${choices})`,
              requestedSchema: { type: 'object', properties: { send: { type: 'boolean' } }, required: ['send'] },
            },
          },
        },
        requestState: sealer.seal({ handle }, bind),
      };
    }

    const data = sealer.open(params.requestState, bind);
    if (!data) return result('Invalid or expired requestState', true);
    const quote = quotes.take(data.handle, principal.userId);
    if (!quote) return result('That quote is no longer available; ask again.', true);

    const answer = params.inputResponses && params.inputResponses.confirm;
    if (!answer || answer.action !== 'accept' || !answer.content || answer.content.send !== true) {
      return result('Transfer not sent.');
    }
    const payment = await bank.execute(quote, { reference: args.reference, initiatedBy: principal.userId });
    return result(`Transfer ${payment.id} submitted (${payment.status}).`);
  }

  return { definition, call };
}

module.exports = { createTransferTool, TOOL };
