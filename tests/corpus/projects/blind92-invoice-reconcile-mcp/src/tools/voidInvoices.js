// void_invoices tool: voids chosen unpaid invoices of a customer after a selection round and a confirmation round.
import { z } from 'zod';
import { fromB64Json } from '../lib/fx.js';
import { roundOf, accepted, bindTo, isBound, argsHash, userOf, orgOf, elicit, askFor, text, fail, json } from '../lib/rounds.js';

const TOOL = 'void_invoices';

export const voidInvoices = ({ ledger, sealer: { seal, open }, ttlMs }) => [TOOL, {
  description: 'Void unpaid invoices of a customer issued before a date. Asks which ones, then asks for confirmation.',
  inputSchema: { customerId: z.string().min(1), before: z.string().date(), reason: z.string().min(3) },
  annotations: { destructiveHint: true },
}, async (args, extra) => {
  const [userId, orgId] = [userOf(extra), orgOf(extra)];
  const { raw, responses } = roundOf(extra);
  const mint = (payload) => seal(bindTo({ userId, tool: TOOL, ttlMs })({ ...payload, args: argsHash(args) }));
  const { stage = 'start', candidates = [] } = raw ? fromB64Json(raw.split('.')[0]) : {}; // expect: require-sealed-state

  if (stage === 'start') {
    const unpaid = await ledger.unpaidBefore({ orgId, customerId: args.customerId, before: args.before });
    if (!unpaid.length) return text('No unpaid invoices match.');
    const ids = unpaid.map(({ id }) => String(id));
    return askFor(
      { pick: elicit('Select the invoices to void', { ids: { type: 'array', items: { type: 'string', enum: ids }, title: 'Invoices' } }) },
      mint({ stage: 'select', candidates: ids }),
    );
  }

  if (stage === 'select') {
    const { ids = [] } = accepted(responses, 'pick') ?? {};
    const chosen = ids.filter((id) => candidates.includes(id));
    if (!chosen.length) return text('Nothing selected; no invoices voided.');
    return askFor({ confirm: elicit(`Void ${chosen.length} invoice(s)? This cannot be undone.`, { confirm: { type: 'boolean' } }) }, mint({ stage: 'confirm', chosen }));
  }

  const st = open(raw);
  if (!isBound({ userId, tool: TOOL })(st) || st.stage !== 'confirm' || st.args !== argsHash(args)) return fail('Invalid or expired requestState');
  const { confirm = false } = accepted(responses, 'confirm') ?? {};
  if (!confirm) return text('Void cancelled.');
  const voided = await ledger.voidInvoices({ orgId, ids: st.chosen, reason: args.reason, userId });
  return json({ voided, ids: st.chosen });
}];
