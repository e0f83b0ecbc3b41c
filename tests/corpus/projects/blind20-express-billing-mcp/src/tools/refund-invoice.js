import { argsDigest } from '../state/signed-state.js';
import { accepted, complete, elicitForm, inputRequired, toolError } from './results.js';

const TOOL = 'refund_invoice';

/**
 * Refunds keep their state server-side: the quote (including the processor's
 * refund-intent secret) lives in a database row, and requestState is only the
 * random handle of that row.
 *
 * @param {{ pendingRefunds: ReturnType<typeof import('../db/pending-refunds.js').createPendingRefunds>,
 *           billing: import('../services/billing-api.js').BillingApi,
 *           audit: typeof import('../events/audit.js').audit }} deps
 */
export function createRefundInvoiceTool({ pendingRefunds, billing, audit }) {
  const definition = {
    name: TOOL,
    description: 'Refund a paid invoice in full after the user confirms the amount.',
    inputSchema: {
      type: 'object',
      properties: { invoiceId: { type: 'string', pattern: '^in_[A-Za-z0-9]{8,32}$' } },
      required: ['invoiceId'],
    },
    annotations: { destructiveHint: true },
  };

  /**
   * @param {{ invoiceId: string }} args
   * @param {import('./change-plan.js').CallContext} call
   */
  async function call(args, { userId, requestState, inputResponses }) {
    const owner = { userId, argsDigest: argsDigest({ tool: TOOL, ...args }) };

    if (requestState === undefined) {
      const quote = await billing.quoteRefund(args.invoiceId, userId);
      const handle = await pendingRefunds.park(owner, { invoiceId: args.invoiceId, ...quote });
      const amount = (quote.amountCents / 100).toFixed(2);
      return inputRequired(
        { confirm: elicitForm(`Refund ${amount} ${quote.currency} for invoice ${args.invoiceId}?`, { confirm: { type: 'boolean' } }) },
        handle,
      );
    }

    const pending = await pendingRefunds.take(requestState, owner);
    if (!pending) {
      audit.stateRejected({ tool: TOOL, userId, reason: 'unknown, expired or reused refund handle' });
      return toolError('This refund confirmation expired or was already used; please start again.');
    }

    const answer = accepted(inputResponses, 'confirm');
    if (!answer || answer.confirm !== true) return complete('Refund cancelled; nothing was refunded.');

    await billing.confirmRefund(pending.processorSecret, userId);
    audit.actionCompleted({ tool: TOOL, userId, subject: pending.invoiceId, detail: { amountCents: pending.amountCents } });
    return complete(`Refunded invoice ${pending.invoiceId}.`, { invoiceId: pending.invoiceId, amountCents: pending.amountCents });
  }

  return { definition, call };
}
