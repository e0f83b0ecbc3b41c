// match_payment tool: proposes open invoices for an unmatched bank transaction and applies the one the user picks.
import { z } from 'zod';
import { roundOf, accepted, bindTo, isBound, userOf, orgOf, elicit, askFor, text, fail, json } from '../lib/rounds.js';

const TOOL = 'match_payment';
const describe = ({ number, customer, openAmount }) => `${number} · ${customer} · ${openAmount}`;

export const matchPayment = ({ ledger, sealer: { seal, open } }) => [TOOL, {
  description: 'Match an unmatched bank transaction to one of the best-fitting open invoices.',
  inputSchema: { transactionId: z.string().min(1) },
}, async ({ transactionId }, extra) => {
  const [userId, orgId] = [userOf(extra), orgOf(extra)];
  const { raw, responses } = roundOf(extra);

  if (!raw) {
    const txn = await ledger.bankTxn({ id: transactionId, orgId });
    if (!txn) return fail(`Transaction ${transactionId} is unknown or already matched.`);
    const candidates = await ledger.candidatesFor({ orgId, currency: txn.currency, amount: txn.amount });
    if (!candidates.length) return text('No open invoices in that currency.');
    const ids = candidates.map(({ id }) => String(id));
    return askFor(
      { invoice: elicit(`${txn.amount} ${txn.currency} from ${txn.counterparty} ("${txn.reference}"). Which invoice does it pay?`, { invoiceId: { type: 'string', enum: ids, enumNames: candidates.map(describe) } }) },
      seal(bindTo({ userId, tool: TOOL })({ transactionId, candidates: ids })), // expect-todo: require-state-binding
    );
  }

  const st = open(raw);
  if (!isBound({ userId, tool: TOOL })(st) || st.transactionId !== transactionId) return fail('Invalid or expired requestState');
  const { invoiceId } = accepted(responses, 'invoice') ?? {};
  if (!invoiceId) return text('Left unmatched.');
  if (!st.candidates.includes(invoiceId)) return fail('That invoice was not among the proposals.');
  const changed = await ledger.applyPayment({ txnId: transactionId, invoiceId, orgId, userId });
  return changed ? json({ matched: { transactionId, invoiceId } }) : fail('The transaction was matched by someone else meanwhile.');
}];
