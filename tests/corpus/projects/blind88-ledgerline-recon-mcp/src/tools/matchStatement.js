// match_statement tool: auto-matches statement lines to open invoices and asks about ambiguous ones.
const config = require('../config');
const db = require('../db/knex');
const bankFeed = require('../clients/bankFeed');
const { needInput, formRequest, readCursor } = require('../state/rounds');

const TOOL = 'match_statement';
const MAX_QUESTIONS = 5;

const definition = {
  name: TOOL,
  description: 'Reconcile an imported bank statement against open invoices. Ambiguous lines are asked about.',
  inputSchema: {
    type: 'object',
    properties: { accountId: { type: 'string' }, statementId: { type: 'string' } },
    required: ['accountId', 'statementId'],
  },
};

async function applyDecisions(cursor, ctx) {
  const answer = ctx.inputResponses.ambiguous_lines;
  if (!answer || answer.action !== 'accept') return 0;
  let applied = 0;
  for (const lineId of cursor.pending) {
    const choice = answer.content?.[`line_${lineId}`];
    if (!choice || choice === 'skip') continue;
    const [invoiceId, amount] = String(choice).split('@');
    await db.recordMatch({ accountId: cursor.accountId, lineId, invoiceId, amountCents: Number(amount), userId: ctx.userId });
    applied += 1;
  }
  return applied;
}

async function handle(args, ctx) {
  let { accountId, statementId } = args;
  let offset = 0;
  let decided = 0;

  const cursor = readCursor(ctx.requestState); // expect: require-sealed-state
  if (cursor) {
    decided = await applyDecisions(cursor, ctx);
    ({ accountId, statementId, offset } = cursor);
  } else {
    const account = await db.getAccount(ctx.orgId, accountId);
    if (!account) return { isError: true, content: [{ type: 'text', text: 'No such account.' }] };
  }

  let autoMatched = 0;
  const questions = {};
  const pendingIds = [];

  while (pendingIds.length < MAX_QUESTIONS) {
    const { lines, total } = await bankFeed.statementLines(statementId, offset, config.autoMatchBatch);
    if (lines.length === 0) break;
    const done = await db.matchedLineIds(accountId, lines.map((l) => l.id));
    for (const line of lines) {
      offset += 1;
      if (done.has(line.id) || line.amount_cents <= 0) continue;
      const candidates = await db.openInvoices(ctx.orgId, { amountCents: line.amount_cents, reference: line.reference });
      if (candidates.length === 1) {
        await db.recordMatch({ accountId, lineId: line.id, invoiceId: candidates[0].id, amountCents: line.amount_cents, userId: ctx.userId });
        autoMatched += 1;
      } else if (candidates.length > 1) {
        pendingIds.push(line.id);
        questions[`line_${line.id}`] = {
          type: 'string',
          title: `${line.booked_on} ${(line.amount_cents / 100).toFixed(2)} from ${line.counterparty}`,
          enum: [...candidates.map((c) => `${c.id}@${line.amount_cents}`), 'skip'],
          enumNames: [...candidates.map((c) => `${c.number} (${c.customer_name})`), 'Leave unmatched'],
        };
        if (pendingIds.length >= MAX_QUESTIONS) break;
      }
    }
    if (offset >= total) break;
  }

  if (pendingIds.length > 0) {
    return needInput(
      { ambiguous_lines: formRequest('Several invoices fit these lines. Which one was paid?', questions, []) },
      Buffer.from(JSON.stringify({ kind: TOOL, statementId, accountId, offset, pending: pendingIds })).toString('base64url'), // expect: require-sealed-state
      `Auto-matched ${autoMatched} lines so far.`,
    );
  }

  await bankFeed.markReconciled(statementId, ctx.userId);
  return {
    content: [{ type: 'text', text: `Statement ${statementId} reconciled: ${autoMatched} auto-matched, ${decided} decided by you.` }],
  };
}

module.exports = { definition, handle };
