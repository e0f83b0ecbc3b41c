import * as z from 'zod/v4';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { callerOf } from '../auth.js';
import { ledger, PAYMENT_HOLD_MS } from '../config.js';
import { openRound, sealRound } from '../state/round-state.js';
import { confirmRequest, defineTool, failure, STALE_ROUND, text } from './define.js';

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

export const issueRefund = defineTool({
  name: 'issue_refund',
  config: {
    description: 'Refund part or all of a paid invoice to the original payment method',
    inputSchema: z.object({ invoiceId: z.string(), amountCents: z.number().int().positive() }),
    annotations: { destructiveHint: true },
  },
  handler: async (args, ctx) => {
    const userId = callerOf(ctx);
    const binding = { userId, tool: 'issue_refund', args };
    const token = ctx.mcpReq.requestState();

    if (token === undefined) {
      const invoice = await ledger.invoices.get(args.invoiceId, { owner: userId });
      if (!invoice || invoice.status !== 'paid') return failure('Only paid invoices can be refunded.');
      if (args.amountCents > invoice.refundableCents) {
        return failure(`At most ${money(invoice.refundableCents, invoice.currency)} can be refunded.`);
      }
      return inputRequired({
        inputRequests: {
          confirm: confirmRequest(
            `Refund ${money(args.amountCents, invoice.currency)} of invoice ${invoice.number} to ${invoice.paymentMethod}?`,
          ),
        },
        requestState: sealRound({ currency: invoice.currency, number: invoice.number }, binding),
      });
    }

    const opened = openRound<{ currency: string; number: string }>(token, binding);
    if (!opened.ok) return failure(STALE_ROUND);
    const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (!answer?.confirm) return text('No refund issued.');
    const refund = await ledger.refunds.create({ invoiceId: args.invoiceId, amountCents: args.amountCents, requestedBy: userId });
    return text(`Refunded ${money(refund.amountCents, opened.payload.currency)} on ${opened.payload.number} (ref ${refund.id}).`);
  },
});

export const schedulePayment = defineTool({
  name: 'schedule_payment',
  config: {
    description: 'Schedule an outgoing payment to a saved payee',
    inputSchema: z.object({
      payeeId: z.string(),
      amountCents: z.number().int().positive(),
      payOn: z.string().date(),
    }),
  },
  handler: async (args, ctx) => {
    const userId = callerOf(ctx);
    const token = ctx.mcpReq.requestState();

    if (token === undefined) {
      // Reserve the funds first so the balance shown in the question is the one that will be used.
      const hold = await ledger.payments.hold({ ...args, requestedBy: userId, holdMs: PAYMENT_HOLD_MS });
      return inputRequired({
        inputRequests: {
          confirm: confirmRequest(
            `Pay ${money(args.amountCents, hold.currency)} to ${hold.payeeName} on ${args.payOn}? ` +
              `Available after this payment: ${money(hold.remainingCents, hold.currency)}.`,
          ),
        },
        requestState: sealRound(
          { holdId: hold.id },
          { userId, tool: 'schedule_payment', args },
          { ttl: PAYMENT_HOLD_MS }, // expect: require-state-binding
        ),
      });
    }

    const opened = openRound<{ holdId: string }>(token, { userId, tool: 'schedule_payment', args });
    if (!opened.ok) return failure(STALE_ROUND);
    const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (!answer?.confirm) {
      await ledger.payments.releaseHold(opened.payload.holdId);
      return text('Payment not scheduled; the funds are released.');
    }
    const payment = await ledger.payments.scheduleFromHold(opened.payload.holdId, { confirmedBy: userId });
    return text(`Payment ${payment.id} scheduled for ${payment.payOn}.`);
  },
});

export const submitTimesheet = defineTool({
  name: 'submit_timesheet',
  config: {
    description: 'Submit a weekly timesheet for payroll, for yourself or for someone on your team',
    inputSchema: z.object({
      employeeId: z.string(),
      weekOf: z.string().date(),
    }),
  },
  handler: async (args, ctx) => {
    const submitter = callerOf(ctx);
    await ledger.payroll.assertCanSubmitFor(submitter, args.employeeId);
    // The timesheet belongs to the employee, so its round state does too.
    const binding = { userId: args.employeeId, tool: 'submit_timesheet' }; // expect: require-state-binding
    const token = ctx.mcpReq.requestState();

    if (token === undefined) {
      const sheet = await ledger.payroll.draftTimesheet(args.employeeId, args.weekOf);
      return inputRequired({
        inputRequests: {
          attest: inputRequired.elicit({
            message: `${sheet.employeeName}, week of ${args.weekOf}: ${sheet.totalHours} h (${sheet.overtimeHours} h overtime). Submit?`,
            requestedSchema: {
              type: 'object',
              properties: {
                attest: { type: 'boolean', title: 'I attest these hours are accurate' },
                note: { type: 'string', title: 'Note for payroll', maxLength: 280 },
              },
              required: ['attest'],
            },
          }),
        },
        requestState: sealRound({ draftId: sheet.draftId, totalHours: sheet.totalHours }, binding),
      });
    }

    const opened = openRound<{ draftId: string; totalHours: number }>(token, binding);
    if (!opened.ok) return failure(STALE_ROUND);
    const answer = acceptedContent<{ attest: boolean; note?: string }>(ctx.mcpReq.inputResponses, 'attest');
    if (!answer?.attest) return text('Timesheet not submitted.');
    await ledger.payroll.submitDraft(opened.payload.draftId, { submittedBy: submitter, note: answer.note });
    return text(`Submitted ${opened.payload.totalHours} h for the week of ${args.weekOf}.`);
  },
});
