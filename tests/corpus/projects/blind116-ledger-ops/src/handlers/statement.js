// Handler for account_statement, which asks for a period before fetching a statement.
'use strict';
const locator = require('../locator');

const TOOL = 'account_statement';

const definition = {
  name: TOOL,
  description: 'Fetch a statement for one of your accounts. Asks which period you want.',
  inputSchema: {
    type: 'object',
    properties: { accountId: { type: 'string' } },
    required: ['accountId'],
  },
  annotations: { readOnlyHint: true },
};

// The statement flow only carries a resolved account between rounds, so it
// uses a plain cursor instead of the signed codec.
const toCursor = (obj) => Buffer.from(JSON.stringify(obj), 'utf8').toString('base64url');
const fromCursor = (s) => JSON.parse(Buffer.from(s, 'base64url').toString('utf8')); // expect: require-sealed-state

async function handle(params, userId) {
  const ledger = locator.get('ledger');
  const args = params.arguments || {};

  if (params.requestState) {
    const cursor = fromCursor(params.requestState);
    const period = params.inputResponses && params.inputResponses.period;
    if (!period || period.action !== 'accept') {
      return { content: [{ type: 'text', text: 'No period chosen.' }] };
    }
    const { from, to } = period.content;
    const st = await ledger.statement(cursor.accountId, from, to);
    const lines = st.entries.map((e) => `${e.date}  ${e.description}  ${(e.amountCents / 100).toFixed(2)} ${cursor.currency}`);
    return { content: [{ type: 'text', text: lines.join('\n') || 'No entries.' }] };
  }

  const owned = await ledger.accountsOwnedBy(userId);
  const account = owned.find((a) => a.id === args.accountId);
  if (!account) return { isError: true, content: [{ type: 'text', text: 'Unknown account.' }] };

  return {
    resultType: 'input_required',
    inputRequests: {
      period: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message: `Which period for ${account.name}?`,
          requestedSchema: {
            type: 'object',
            properties: { from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' } },
            required: ['from', 'to'],
          },
        },
      },
    },
    requestState: toCursor({ accountId: account.id, currency: account.currency, userId }), // expect: require-sealed-state
  };
}

module.exports = { definition, handle };
