import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { callerId } from '../auth.js';
import { config } from '../config.js';
import { createPaymentDraft, fundingAccounts, getPaymentDraft, openInvoices, settleDraft } from '../db.js';
import { formatCents, schedulePayment } from '../ledger.js';
import { openRoundState, sealRoundState } from '../state/envelope.js';
import { STALE_SESSION, text, toolError } from './results.js';

const TOOL = 'approve_payment';

const sumCents = (rows: { amount_cents: number }[]) => rows.reduce((total, row) => total + row.amount_cents, 0);

export function registerApprovePayment(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      title: 'Approve a vendor payment',
      description:
        'Schedules payment of open invoices for one vendor. The approver picks the funding account and confirms before anything is sent to the bank.',
      inputSchema: z.object({
        vendorId: z.string().uuid(),
        invoiceIds: z.array(z.string().uuid()).min(1).max(50),
      }),
      annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: true },
    },
    async ({ vendorId, invoiceIds }, ctx) => {
      const userId = callerId(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const invoices = await openInvoices(vendorId, invoiceIds);
        if (invoices.length !== invoiceIds.length) {
          return toolError('Some of these invoices are not open for this vendor.');
        }
        const totalCents = sumCents(invoices);
        if (totalCents > config.approvalLimitCents) {
          return toolError(`${formatCents(totalCents)} is above your approval limit of ${formatCents(config.approvalLimitCents)}.`);
        }
        const draft = await createPaymentDraft({ createdBy: userId, vendorId, invoiceIds, totalCents });
        const accounts = await fundingAccounts();

        return inputRequired({
          inputRequests: {
            release: inputRequired.elicit({
              message: `Pay ${formatCents(totalCents)} for ${invoices.length} invoice(s) (${invoices.map((i) => i.number).join(', ')})?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  account: {
                    type: 'string',
                    title: 'Fund from',
                    enum: accounts.map((a) => a.id),
                    enumNames: accounts.map((a) => `${a.label} ••${a.last4}`),
                  },
                  confirm: { type: 'boolean', title: 'Release this payment' },
                },
                required: ['account', 'confirm'],
              },
            }),
          },
          requestState: sealRoundState({ v: 2, step: 'release', draftId: draft.id, answers: {} }, { userId, tool: TOOL }), // expect: require-state-binding
        });
      }

      const state = openRoundState(raw, { userId, tool: TOOL });
      if (!state || state.step !== 'release' || !state.draftId) return toolError(STALE_SESSION);

      const draft = await getPaymentDraft(state.draftId);
      if (!draft || draft.status !== 'pending' || draft.created_by !== userId) return toolError(STALE_SESSION);

      const answer = acceptedContent<{ account: string; confirm: boolean }>(ctx.mcpReq.inputResponses, 'release');
      if (!answer?.confirm) {
        await settleDraft(draft.id, 'cancelled');
        return text('Payment not released.');
      }
      const accounts = await fundingAccounts();
      if (!accounts.some((a) => a.id === answer.account)) return toolError('That funding account is not active.');

      // Credits can land between the two rounds, so price the invoices again rather than trusting the draft total.
      const invoices = await openInvoices(vendorId, invoiceIds);
      if (invoices.length === 0) return toolError('None of these invoices are still open.');
      const payment = await schedulePayment({
        vendorId,
        invoiceIds: invoices.map((i) => i.id),
        amountCents: sumCents(invoices),
        fundingAccountId: answer.account,
        idempotencyKey: draft.id,
        approvedBy: userId,
      });
      await settleDraft(draft.id, 'released', payment.id);
      return text(`Payment ${payment.id} ${payment.status}, settles on ${payment.settlesOn}.`);
    },
  );
}
