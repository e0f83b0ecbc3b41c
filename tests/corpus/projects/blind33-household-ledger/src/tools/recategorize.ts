import { readFrame, writeFrame } from '../frame/frame.js';
import { countMatching, ledgerIdFor, recategorize } from '../ledger.js';
import { accepted, askFor, callerOf, form, refuse, text, type ToolHandler } from '../tool-kit.js';

const TOOL = 'recategorize_transactions';
const CONFIRM_TTL_SECONDS = 300;

interface RecategorizePlan {
  ledgerId: string;
  from: string;
  to: string;
  since: string;
  count: number;
}

export const recategorizeTransactions: ToolHandler = async (params, extra) => {
  const userId = callerOf(extra);
  const from = String(params.arguments?.fromCategory ?? '');
  const to = String(params.arguments?.toCategory ?? '');
  const since = String(params.arguments?.since ?? '1970-01-01');
  if (!from || !to || from === to) return refuse('fromCategory and toCategory must be two different categories.');

  if (!params.requestState) {
    const { ledgerId } = await ledgerIdFor(userId);
    const { count, total } = await countMatching(ledgerId, from, since);
    if (count === 0) return text(`No transactions in "${from}" since ${since}.`);
    const plan: RecategorizePlan = { ledgerId, from, to, since, count };
    return askFor(
      {
        confirm: form(
          `Move ${count} transactions (${total.toFixed(2)} total) from "${from}" to "${to}"? This rewrites history.`,
          { confirm: { type: 'boolean', title: 'Yes, move them' } },
          ['confirm'],
        ),
      },
      writeFrame(userId, TOOL, plan, CONFIRM_TTL_SECONDS),
    );
  }

  const { tool, body: plan } = readFrame<RecategorizePlan>(params.requestState); // expect-todo: require-state-binding
  if (tool !== TOOL) return refuse('That confirmation was for a different action.');
  if (plan.from !== from || plan.to !== to || plan.since !== since) {
    return refuse('The categories changed since you confirmed. Please start again.');
  }
  if (accepted<{ confirm: boolean }>(params, 'confirm')?.confirm !== true) return text('Nothing changed.');

  const { updated } = await recategorize(plan.ledgerId, plan.from, plan.to, plan.since, userId);
  return text(`Moved ${updated} transactions from "${plan.from}" to "${plan.to}".`);
};
