// list_unmatched tool: shows statement lines on an account that have no invoice match yet.
const db = require('../db/knex');

const definition = {
  name: 'list_unmatched',
  description: 'List bank statement lines on an account that are not matched to an invoice.',
  inputSchema: {
    type: 'object',
    properties: {
      accountId: { type: 'string' },
      limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
    },
    required: ['accountId'],
  },
  annotations: { readOnlyHint: true },
};

async function handle(args, ctx) {
  const account = await db.getAccount(ctx.orgId, args.accountId);
  if (!account) return { isError: true, content: [{ type: 'text', text: 'No such account.' }] };
  const lines = await db.unmatchedLines(account.id, args.limit || 50);
  const text = lines.length
    ? lines.map((l) => `${l.booked_on}  ${(l.amount_cents / 100).toFixed(2)}  ${l.counterparty}  ${l.reference || ''}`).join('\n')
    : 'Everything on this account is matched.';
  return { content: [{ type: 'text', text }], structuredContent: { lines } };
}

module.exports = { definition, handle };
